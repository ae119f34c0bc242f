import { Card, Form, Space } from 'antd';
import type { ReactNode } from 'react';

import { RecordPageBar, type RecordForm } from '@/components/record-form';

import { CodeEditor } from './CodeEditor';
import type { TemplateCatalog } from './freemarker';
import type { CodeLanguage } from './languages';

/** The form of a text record edited as a whole (a template, a site file). */
export interface CodeRecordForm {
  content: string;
}

export interface CodeRecordPageProps<TRecord> {
  /** `useRecordForm` over the record, its form holding `content`. */
  record: RecordForm<TRecord, CodeRecordForm>;
  /** Permission the Save button (and Ctrl+S) needs. */
  perm: string;
  onBack: () => void;
  language: CodeLanguage;
  templateCatalog?: TemplateCatalog;
  /** The editor's accessible name. */
  label: string;
  /** What is being edited (tags on the right of the bar). */
  info?: ReactNode;
  /** Extra buttons after Save and Back. */
  actions?: ReactNode;
  /** Panels of the page (a drawer beside the text). */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * A record page whose whole record is one text: the bar (Save with Ctrl+S, Back, the page's buttons
 * and info) over a full-height code editor bound to the form's `content`. The leave guard comes
 * with the record form.
 */
export function CodeRecordPage<TRecord>(props: CodeRecordPageProps<TRecord>) {
  const { record } = props;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={props['data-testid']}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <RecordPageBar
            save={{ ...record.saveButtonProps, perm: props.perm }}
            back={{ onClick: props.onBack }}
          >
            {props.actions}
          </RecordPageBar>
          {record.record !== undefined && props.info}
        </Space>
      </Card>
      <Form {...record.formProps}>
        <Form.Item name="content" noStyle>
          <CodeEditor
            value=""
            language={props.language}
            templateCatalog={props.templateCatalog}
            height="calc(100vh - 230px)"
            aria-label={props.label}
          />
        </Form.Item>
      </Form>
      {props.children}
    </Space>
  );
}
