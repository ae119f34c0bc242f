import { Alert, Card, Col, Form, Input, InputNumber, Row, Switch } from 'antd';

import { DateStringPicker } from '../../form/DateStringPicker';
import { editorI18n } from '../../i18n';
import type { BodyProps } from '../contract';
import { ChapterList } from './ChapterList';

/** Book (enterprise-only): publication details, price in yuan (saved in fen), intro and chapters. */
export function BookBody({ vo, saved }: BodyProps) {
  const t = editorI18n.useT();
  return (
    <>
      <Card size="small" title={t('book.basic')}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="publicationDate" label={t('book.publicationDate')}>
              <DateStringPicker showTime={false} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="publisher" label={t('book.publisher')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="numberOfPages" label={t('book.numberOfPages')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="numberOfWords" label={t('book.numberOfWords')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="producer" label={t('book.producer')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="originalTitle" label={t('book.originalTitle')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="translators" label={t('book.translators')}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="price" label={t('book.price')} tooltip={t('book.priceTip')}>
              <InputNumber
                min={0}
                precision={2}
                step={0.01}
                suffix={t('book.yuan')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="completed"
              label={t('book.completed')}
              getValueProps={(v: unknown) => ({ checked: v === 'Y' })}
              normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="intro" label={t('book.intro')}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('book.chapters')} style={{ marginTop: 16 }}>
        {saved ? <ChapterList contentId={vo.contentId} /> : <Alert type="info" title={t('book.saveFirst')} />}
      </Card>
    </>
  );
}
