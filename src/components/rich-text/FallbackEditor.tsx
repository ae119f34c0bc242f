import { Button, Input, Space, Typography } from 'antd';
import { useRef } from 'react';

import { richTextI18n } from './i18n';
import type { RichTextEditorProps } from './types';
import { useInsertions } from './use-insertions';

/**
 * The editor where TinyMCE cannot run (jsdom in tests): a textarea holding the HTML, with the same
 * value/onChange contract and the same CMS insert actions (appended at the caret).
 */
export default function FallbackEditor({
  value,
  onChange,
  height = 300,
  placeholder,
  onPickResource,
  readOnly,
  maxImageSize,
  ariaLabel,
}: RichTextEditorProps) {
  const t = richTextI18n.useT();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const insert = (html: string) => {
    const text = area.current?.value ?? value ?? '';
    const at = area.current?.selectionStart ?? text.length;
    onChange?.(`${text.slice(0, at)}${html}${text.slice(at)}`);
  };
  const ins = useInsertions(insert, onPickResource, maxImageSize);
  return (
    <div className="rich-text rich-text-fallback">
      {!readOnly && (
        <Space wrap size={4} style={{ marginBottom: 4 }}>
          {ins.canPick && (
            <>
              <Button size="small" onClick={() => void ins.pick('image')}>
                {t('insertImage')}
              </Button>
              <Button size="small" onClick={() => void ins.pick('video')}>
                {t('insertVideo')}
              </Button>
              <Button size="small" onClick={() => void ins.pick('file')}>
                {t('insertFile')}
              </Button>
            </>
          )}
          <Button size="small" onClick={ins.openVideoCode}>
            {t('thirdVideo')}
          </Button>
          <Typography.Text type="secondary">{t('fallbackHint')}</Typography.Text>
        </Space>
      )}
      <Input.TextArea
        ref={(node) => {
          area.current = node?.resizableTextArea?.textArea ?? null;
        }}
        aria-label={ariaLabel ?? placeholder ?? t('placeholder')}
        value={value ?? ''}
        readOnly={readOnly}
        placeholder={placeholder ?? t('placeholder')}
        style={{ height, fontFamily: 'monospace' }}
        onChange={(e) => onChange?.(e.target.value)}
      />
      {ins.dialog}
    </div>
  );
}
