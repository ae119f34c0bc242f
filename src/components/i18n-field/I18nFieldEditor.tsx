import { TranslationOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Spin } from 'antd';
import { Suspense, useMemo, useState } from 'react';

import { i18nApi, i18nKeys, type SysI18nDict } from '@/api/system/i18n';
import { useAuth } from '@/components/auth';
import { DictTag } from '@/components/dict';
import { useFormFill } from '@/components/form';
import { Hint } from '@/components/hint';
import { feedback } from '@/lib/feedback';

import { i18nFieldI18n } from './i18n';

export interface I18nFieldEditorProps {
  /** The i18n key, e.g. `MENU.NAME.<menuId>`, `DICT.<type>`, `CONFIG.<key>`. */
  langKey: string;
  /** After a save: the caller refreshes what shows the translated text. */
  onSaved?: () => void;
  /** The text limit of the backend (SysI18nDict.langValue); default 100. */
  maxLength?: number;
}

/**
 * The Vue console's I18nFieldEditor: a small "language" button (put it in an input's suffix) that
 * edits every language of one key — `GET /system/i18n/dict/langKey/{key}`, one input per language,
 * saved together with `PUT /system/i18n/dict/batch`. Hidden without `system:i18ndict:edit`.
 */
export function I18nFieldEditor(props: I18nFieldEditorProps) {
  const { can } = useAuth();
  if (!can({ perm: 'system:i18ndict:edit' })) return null;
  return (
    <Suspense fallback={null}>
      <EditorButton {...props} />
    </Suspense>
  );
}

function EditorButton({ langKey, onSaved, maxLength = 100 }: I18nFieldEditorProps) {
  const t = i18nFieldI18n.useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Hint title={t('open')}>
        <Button
          type="text"
          size="small"
          aria-label={t('open')}
          icon={<TranslationOutlined />}
          onClick={(e) => {
            // Inside an input's suffix: do not move the focus into the input.
            e.preventDefault();
            setOpen(true);
          }}
        />
      </Hint>
      {open && (
        <EditorDialog
          langKey={langKey}
          maxLength={maxLength}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved?.();
          }}
        />
      )}
    </>
  );
}

function EditorDialog({
  langKey,
  maxLength,
  onClose,
  onSaved,
}: {
  langKey: string;
  maxLength: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = i18nFieldI18n.useT();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ items: SysI18nDict[] }>();
  const [saving, setSaving] = useState(false);
  const texts = useQuery({
    queryKey: i18nKeys.extra('langKey', langKey),
    queryFn: () => i18nApi.byKey(langKey),
    staleTime: 0,
  });
  const loaded = useMemo(() => (texts.data ? { items: texts.data } : undefined), [texts.data]);
  useFormFill(form, loaded);

  const save = async () => {
    const { items } = await form.validateFields();
    // The loaded rows keep their id, tag and key; only the texts come from the inputs.
    const rows = (texts.data ?? []).map((row, i) => ({ ...row, langValue: items[i]?.langValue ?? '' }));
    setSaving(true);
    try {
      await i18nApi.batch(rows);
      feedback.success(t('saved'));
      await queryClient.invalidateQueries({ queryKey: i18nKeys.extra('langKey', langKey) });
      onSaved();
    } catch {
      // The HTTP layer showed the server's message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={500}
      title={t('title', { key: langKey })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={saving}
      className="kit-i18n-field-editor"
    >
      <Spin spinning={texts.isFetching}>
        <Form form={form} layout="horizontal" labelCol={{ span: 6 }}>
          <Form.List name="items">
            {(fields) =>
              fields.map((field) => {
                const tag = texts.data?.[field.name]?.langTag ?? '';
                return (
                  <Form.Item
                    key={field.key}
                    name={[field.name, 'langValue']}
                    label={<DictTag type="I18nDictType" value={tag} />}
                    rules={[
                      { required: true, whitespace: true, message: t('required', { lang: tag }) },
                      { max: maxLength, message: t('maxLength', { max: maxLength }) },
                    ]}
                  >
                    <Input aria-label={tag} />
                  </Form.Item>
                );
              })
            }
          </Form.List>
        </Form>
      </Spin>
    </Modal>
  );
}
