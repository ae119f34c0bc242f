import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Upload } from 'antd';
import type { ReactNode } from 'react';

import { FormDialog, type FormDialogController } from '@/components/form';
import { feedback } from '@/lib/feedback';
import { splitLines } from '@/lib/utils/lines';
import { rules } from '@/lib/validators';

import type { WordT } from './i18n';

/** What a batch dialog's form holds: the words box and the dialog's other fields. */
export type BatchValues = { words: string } & Record<string, unknown>;

/** A "one per line" box: at least one non-blank line. */
function wordsRule(t: WordT) {
  return {
    validator: (_rule: unknown, value: string | undefined) =>
      splitLines(value).length > 0 ? Promise.resolve() : Promise.reject(new Error(t('batch.placeholder'))),
  };
}

/** A picked text file's content (FileReader: older engines and jsdom lack Blob.text()). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** Fills the words box from a picked .txt file (its lines added to what is there, repeats dropped). */
function TextFileImport({ t }: { t: WordT }) {
  const form = Form.useFormInstance<BatchValues>();
  const importFile = async (file: File) => {
    if (!/\.txt$/i.test(file.name)) {
      feedback.warning(t('batch.notText'));
      return;
    }
    const words = splitLines(await readText(file));
    const current = (form.getFieldValue('words') as string | undefined) ?? '';
    form.setFieldValue('words', splitLines(`${current}\n${words.join('\n')}`).join('\n'));
    feedback.info(t('batch.imported', { count: words.length }));
  };
  return (
    <Form.Item label=" " colon={false}>
      <Upload
        accept=".txt,text/plain"
        showUploadList={false}
        beforeUpload={(file) => {
          void importFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('batch.importFile')}</Button>
      </Upload>
    </Form.Item>
  );
}

/**
 * "One per line" adding on the kit's form dialog: a textarea (split on line breaks, trimmed, repeats
 * dropped by the caller's submit with splitLines), optionally filled from a text file.
 */
export function BatchAddDialog(props: {
  t: WordT;
  controller: FormDialogController<BatchValues, unknown>;
  title: string;
  fileImport?: boolean;
  /** Fields above the box (a type radio…). */
  extra?: ReactNode;
}) {
  const { t, controller } = props;
  return (
    <FormDialog controller={controller} width={520} labelWidth={80} title={() => props.title}>
      {props.extra}
      <Form.Item name="words" label={t('batch.words')} rules={[rules.required(), wordsRule(t)]}>
        <Input.TextArea rows={6} placeholder={t('batch.placeholder')} />
      </Form.Item>
      {props.fileImport && <TextFileImport t={t} />}
    </FormDialog>
  );
}
