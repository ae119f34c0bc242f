import { Alert, Spin } from 'antd';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Editor, RawEditorOptions } from 'tinymce';

import { i18n } from '@/lib/i18n';

import { richTextI18n } from './i18n';
import { tinymceLanguage } from './langs/language';
import { DEFAULT_MAX_IMAGE_SIZE } from './resource-html';
import type { RichTextEditorProps } from './types';
import { useInsertions } from './use-insertions';

const PLUGINS =
  'advlist anchor autolink charmap code fullscreen image insertdatetime link lists media pagebreak searchreplace table visualblocks wordcount';
const TOOLBAR =
  'undo redo | blocks fontsize | bold italic underline strikethrough forecolor backcolor | alignleft aligncenter alignright alignjustify | bullist numlist outdent indent | link cmsresource cmsvideocode table | pagebreak charmap removeformat | searchreplace visualblocks code fullscreen';
// CMS markup the backend rewrites on publish (iurl = internal resource path) must survive TinyMCE's schema.
const EXTENDED_ELEMENTS =
  'img[class|src|iurl|alt|title|width|height|style|ex_cid],video[class|controls|src|iurl|poster|width|height|style|loop|muted|autoplay],audio[class|controls|src|iurl],source[src|iurl|type],a[class|href|iurl|target|title|rel],iframe[class|src|width|height|frameborder|allowfullscreen|allow|style]';

const TOO_LARGE = 'image too large';

/** TinyMCE, loaded on mount. Controlled: emits HTML on every change, follows outside value changes. */
export default function TinyMceEditor(props: RichTextEditorProps) {
  const { value, onChange, height = 300, contentCss, placeholder, onPickResource, readOnly } = props;
  const maxImageSize = props.maxImageSize ?? DEFAULT_MAX_IMAGE_SIZE;
  const t = richTextI18n.useT();
  const id = useId().replace(/[^\w-]/g, '');
  const host = useRef<HTMLTextAreaElement>(null);
  const editorRef = useRef<Editor | null>(null);
  /** The last value given to or reported by the editor, as the form holds it. */
  const emitted = useRef(value ?? '');
  /** TinyMCE's normalised form of that value: its own rewrite of loaded HTML is not an edit. */
  const normalised = useRef<string | undefined>(undefined);
  const quiet = useRef(false);
  const setQuietly = (editor: Editor, html: string) => {
    quiet.current = true;
    try {
      editor.setContent(html);
    } finally {
      quiet.current = false;
    }
    emitted.current = html;
    normalised.current = editor.getContent();
  };
  const latest = useRef({ onChange, value });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const insert = (html: string) => editorRef.current?.insertContent(html);
  const ins = useInsertions(insert, onPickResource, maxImageSize);
  const actions = useRef(ins);
  // The editor's callbacks are bound once: they read the latest props and actions through refs.
  useLayoutEffect(() => {
    latest.current = { onChange, value };
    actions.current = ins;
  });

  useEffect(() => {
    let cancelled = false;
    let instance: Editor | undefined;
    import('./tinymce-setup')
      .then(async ({ default: tinymce }) => {
        if (cancelled || !host.current) return;
        const options: RawEditorOptions = {
          target: host.current,
          license_key: 'gpl',
          promotion: false,
          branding: false,
          menubar: false,
          height,
          plugins: PLUGINS,
          toolbar: TOOLBAR,
          placeholder: placeholder ?? t('placeholder'),
          // The editing frame's title: screen readers announce it, axe requires it.
          iframe_aria_text: props.ariaLabel ?? placeholder ?? t('placeholder'),
          readonly: readOnly,
          // TinyMCE's own UI (tooltips, menus, dialogs) in the console's language: packs in langs/.
          language: tinymceLanguage(i18n.language),
          extended_valid_elements: EXTENDED_ELEMENTS,
          convert_urls: false,
          // Pasted/dropped images would be stored inline as data URLs: media goes through the library.
          paste_data_images: false,
          images_upload_handler: (blobInfo) =>
            blobInfo.blob().size > maxImageSize
              ? Promise.reject({ message: TOO_LARGE, remove: true })
              : Promise.reject({ message: 'use the resource library', remove: true }),
          content_css: ['default', ...(contentCss ?? [])],
          setup: (editor) => {
            editor.ui.registry.addMenuButton('cmsresource', {
              icon: 'image',
              tooltip: t('insertResource'),
              fetch: (callback) =>
                callback([
                  {
                    type: 'menuitem',
                    text: t('insertImage'),
                    onAction: () => void actions.current.pick('image'),
                  },
                  {
                    type: 'menuitem',
                    text: t('insertVideo'),
                    onAction: () => void actions.current.pick('video'),
                  },
                  {
                    type: 'menuitem',
                    text: t('insertFile'),
                    onAction: () => void actions.current.pick('file'),
                  },
                ]),
            });
            editor.ui.registry.addButton('cmsvideocode', {
              icon: 'embed',
              tooltip: t('thirdVideo'),
              onAction: () => actions.current.openVideoCode(),
            });
            editor.on('init', () => {
              // iframe_aria_text names the body, not the frame: axe (and screen readers) want its title.
              editor.iframeElement?.setAttribute('title', props.ariaLabel ?? placeholder ?? t('placeholder'));
              setQuietly(editor, latest.current.value ?? '');
            });
            editor.on('input change undo redo keyup SetContent ExecCommand', () => {
              // TinyMCE loads the textarea's content with a SetContent of its own before 'init' (when
              // `normalised` is still unset): that is the loaded value, not an edit, and reporting it
              // marked an untouched form as changed.
              if (quiet.current || normalised.current === undefined) return;
              const html = editor.getContent();
              if (html === normalised.current) return;
              normalised.current = html;
              emitted.current = html;
              latest.current.onChange?.(html);
            });
          },
        };
        const [created] = await tinymce.init(options);
        instance = created;
        if (cancelled) {
          created?.remove();
          return;
        }
        editorRef.current = created ?? null;
        setState(created ? 'ready' : 'failed');
      })
      .catch((e: unknown) => {
        console.error('[rich-text] TinyMCE failed to load', e);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      instance?.remove();
      editorRef.current = null;
    };
    // The editor is created once per mount; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An outside value change (loaded record, restored draft) replaces the content.
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || (value ?? '') === emitted.current) return;
    setQuietly(editor, value ?? '');
  }, [value, state]);

  useEffect(() => {
    editorRef.current?.mode.set(readOnly ? 'readonly' : 'design');
  }, [readOnly, state]);

  // Publish-pipe CSS is a preview aid: swapped inside the frame, never saved.
  useEffect(() => {
    const doc = editorRef.current?.getDoc();
    if (!doc) return;
    doc.querySelectorAll('link[data-pipe-css]').forEach((l) => l.remove());
    for (const href of contentCss ?? []) {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.pipeCss = '';
      doc.head.appendChild(link);
    }
  }, [contentCss, state]);

  return (
    <div className="rich-text" lang={i18n.language}>
      {state === 'loading' && <Spin description={t('loading')} />}
      {state === 'failed' && <Alert type="error" showIcon title={t('loadFailed')} />}
      <textarea ref={host} id={`rte-${id}`} defaultValue={value} hidden aria-hidden />
      {ins.dialog}
    </div>
  );
}
