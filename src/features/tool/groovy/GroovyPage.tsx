import { CaretRightOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Modal, Row, Space, Table, Typography } from 'antd';
import { useState } from 'react';

import { groovyApi } from '@/api/tool/groovy';
import { CodeEditor } from '@/components/code-editor';
import { SafeHtml } from '@/components/safe-html';
import { feedback } from '@/lib/feedback';
import { rules } from '@/lib/validators';

import { groovyI18n } from './i18n';

const keys = { list: ['tool/groovy', 'list'] as const };

/** The script console's output is text; the backend may return HTML, so it goes through SafeHtml. */
function Output({ text }: { text?: string }) {
  const t = groovyI18n.useT();
  if (text === undefined) return null;
  return (
    <Card size="small" title={t('result')} data-testid="groovy-output">
      <div style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
        {text ? (
          <SafeHtml html={text} />
        ) : (
          <Typography.Text type="secondary">{t('noOutput')}</Typography.Text>
        )}
      </div>
    </Card>
  );
}

/** Groovy script console (`system/groovy/index`, menu 2064): editor, run, output, saved scripts. */
export default function GroovyPage() {
  const t = groovyI18n.useT();
  const queryClient = useQueryClient();
  const [script, setScript] = useState('');
  const [output, setOutput] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saveForm] = Form.useForm<{ name: string; remark?: string }>();
  const list = useQuery({ queryKey: keys.list, queryFn: groovyApi.list });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.list });
  const exec = useMutation({ mutationFn: groovyApi.exec });
  const save = useMutation({ mutationFn: groovyApi.save, onSuccess: refresh });
  const remove = useMutation({ mutationFn: groovyApi.remove, onSuccess: refresh });

  const run = async () => {
    if (!script.trim()) {
      feedback.error(t('empty'));
      return;
    }
    try {
      const result = await exec.mutateAsync(script);
      feedback.success('Success');
      setOutput(result ?? '');
    } catch {
      // The HTTP layer showed the server's message (e.g. the compiler error).
    }
  };
  const openSave = () => {
    if (!script.trim()) {
      feedback.error(t('empty'));
      return;
    }
    saveForm.resetFields();
    setSaving(true);
  };
  const submitSave = async () => {
    const values = await saveForm.validateFields();
    await save.mutateAsync({ ...values, scriptText: script });
    setSaving(false);
  };
  const load = async (scriptId: string) => {
    const loaded = await groovyApi.get(scriptId);
    setScript(loaded.scriptText ?? '');
  };

  return (
    <Row gutter={16}>
      {/* Side by side from 1200 px: narrower, the script list's names would shrink below reading width. */}
      <Col xs={24} xl={16}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('script')}</Typography.Text>
          <CodeEditor
            value={script}
            onChange={setScript}
            language="groovy"
            height={420}
            aria-label={t('script')}
          />
          <Space>
            <Button
              type="primary"
              icon={<CaretRightOutlined />}
              loading={exec.isPending}
              onClick={() => void run()}
            >
              {t('execute')}
            </Button>
            <Button icon={<SaveOutlined />} onClick={openSave}>
              {t('save')}
            </Button>
          </Space>
          <Output text={output} />
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('scripts')}>
          <Table
            data-testid="groovy-scripts"
            size="small"
            rowKey="scriptId"
            loading={list.isFetching}
            dataSource={list.data?.rows ?? []}
            pagination={false}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('name'), ellipsis: true },
              {
                key: 'op',
                title: '',
                width: 140,
                render: (_v, row) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => void load(row.scriptId)}>
                      {t('view')}
                    </Button>
                    <Button type="link" size="small" danger onClick={() => remove.mutate([row.scriptId])}>
                      {t('delete')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Modal
        open={saving}
        title={t('saveTitle')}
        okText={t('ok')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        onOk={() => void submitSave().catch(() => undefined)}
        onCancel={() => setSaving(false)}
        destroyOnHidden
      >
        <Form form={saveForm} layout="vertical">
          <Form.Item name="name" label={t('name')} rules={[rules.required()]}>
            <Input />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Row>
  );
}
