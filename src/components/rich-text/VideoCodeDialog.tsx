import { Form, Input, InputNumber, Modal, Radio } from 'antd';

import { richTextI18n } from './i18n';
import { parseVideoCode, videoIframeHtml, type VideoCodeOptions } from './video-code';

interface Values extends VideoCodeOptions {
  code: string;
}

/**
 * "Insert third-party video": the sharing code must contain an iframe with a src, else the field says
 * so and nothing is inserted. OK hands the editor the iframe paragraph to insert.
 */
export function VideoCodeDialog({
  open,
  onOk,
  onCancel,
}: {
  open: boolean;
  onOk: (html: string) => void;
  onCancel: () => void;
}) {
  const t = richTextI18n.useT();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const values = await form.validateFields();
    const parsed = parseVideoCode(values.code);
    if (parsed.ok) onOk(videoIframeHtml(parsed.src, values));
  };
  return (
    <Modal
      open={open}
      title={t('video.title')}
      width={640}
      destroyOnHidden
      maskClosable={false}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ code: '', width: 720, height: 480, align: 'center' }}
      >
        <Form.Item
          name="code"
          label={t('video.code')}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const parsed = parseVideoCode(value ?? '');
                if (parsed.ok) return Promise.resolve();
                return Promise.reject(
                  new Error(t(parsed.reason === 'empty' ? 'video.codeRequired' : 'video.noIframe')),
                );
              },
            },
          ]}
        >
          <Input.TextArea rows={8} placeholder={t('video.codePlaceholder')} />
        </Form.Item>
        <Form.Item name="width" label={t('video.width')}>
          <InputNumber min={100} max={1000} />
        </Form.Item>
        <Form.Item name="height" label={t('video.height')}>
          <InputNumber min={100} max={1000} />
        </Form.Item>
        <Form.Item name="align" label={t('video.align')}>
          <Radio.Group
            options={[
              { value: 'center', label: t('video.alignCenter') },
              { value: 'left', label: t('video.alignLeft') },
              { value: 'right', label: t('video.alignRight') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
