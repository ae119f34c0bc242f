import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Tag, Typography } from 'antd';

import { analyzedTokens, dictWordApi, type AnalyzeBody } from '@/api/search/dict';
import { DictSelect } from '@/components/dict';
import { rules } from '@/lib/validators';

import type { SearchT } from './i18n';

/** "Word Analyze Test": runs the analyzer (ik_smart / ik_max_word) on a text and shows its tokens as tags. */
export function AnalyzeDialog({ t, open, onClose }: { t: SearchT; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<AnalyzeBody>();
  const analyze = useMutation({ mutationFn: dictWordApi.analyze });
  const tokens = analyze.data === undefined ? undefined : analyzedTokens(analyze.data);
  return (
    <Modal
      open={open}
      title={t('dict.analyzeTitle')}
      width={640}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      afterClose={() => analyze.reset()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ type: 'ik_smart' }}
        onFinish={(values) => analyze.mutate(values)}
      >
        <Form.Item name="type" label={t('dict.analyzeType')} rules={[rules.required()]}>
          <DictSelect type="WordAnalyzeType" aria-label={t('dict.analyzeType')} />
        </Form.Item>
        <Form.Item name="text" label={t('dict.text')} rules={[rules.required()]}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={analyze.isPending}>
          {t('dict.test')}
        </Button>
      </Form>
      {tokens && (
        <div style={{ marginTop: 16 }} data-testid="analyze-result">
          <Typography.Text type="secondary">
            {t('dict.result')} · {t('dict.tokens', { count: tokens.length })}
          </Typography.Text>
          <Flex wrap gap={6} style={{ marginTop: 8 }}>
            {tokens.map((token, i) => (
              <Tag key={`${token}-${i}`} color="processing">
                {token}
              </Tag>
            ))}
          </Flex>
        </div>
      )}
    </Modal>
  );
}
