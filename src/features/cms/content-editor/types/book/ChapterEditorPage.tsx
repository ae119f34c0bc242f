import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { chapterApi, chapterKeys, type ChapterBody } from '@/api/cms/book';
import { useLeaveGuard } from '@/components/leave-guard';
import { RichTextEditor } from '@/components/rich-text';
import { feedback } from '@/lib/feedback';
import { useTagsView } from '@/stores/tags-view';

import { DateStringPicker } from '../../form/DateStringPicker';
import { editorI18n } from '../../i18n';

/**
 * Edit book chapter (`/cms/book/chapter/editor?contentId=&chapterId=`): title, content and publish
 * date are required. Leaving with unsaved changes asks first.
 */
export default function ChapterEditorPage() {
  const t = editorI18n.useT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const contentId = params.get('contentId') ?? '';
  const chapterId = params.get('chapterId') ?? '';
  const [form] = Form.useForm<ChapterBody>();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const chapter = useQuery({
    queryKey: chapterKeys.detail(chapterId),
    queryFn: async () => {
      const row = await chapterApi.get(chapterId);
      form.setFieldsValue(row);
      setDirty(false);
      return row;
    },
    enabled: !!chapterId,
    gcTime: 0,
  });
  const guard = useLeaveGuard({
    when: dirty,
    title: t('msg.closeConfirmTitle'),
    message: t('book.closeChapterTip'),
  });

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body: ChapterBody = { ...values, contentId, chapterId: chapterId || undefined };
      if (chapterId) await chapterApi.update(body);
      else {
        const id = await chapterApi.add(body);
        setParams({ contentId, chapterId: String(id) }, { replace: true });
      }
      setDirty(false);
      // The book editor stays mounted behind this tab: its chapter list must show the change on return.
      void queryClient.invalidateQueries({ queryKey: chapterKeys.lists() });
      feedback.success(t('book.saved'));
    } finally {
      setSaving(false);
    }
  };
  const close = async () => {
    if (!(await guard.confirmLeave())) return;
    guard.release();
    navigate(-1);
    useTagsView.getState().closeView(pathname);
  };

  if (chapterId && chapter.isLoading) return <Spin />;
  return (
    <Card
      title={t('book.editChapter')}
      extra={
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
            {t('toolbar.save')}
          </Button>
          <Button onClick={() => void close()}>{t('book.back')}</Button>
        </Space>
      }
    >
      <Form form={form} name="bookChapter" layout="vertical" onValuesChange={() => setDirty(true)}>
        <Form.Item
          name="title"
          label={t('book.chapterTitle')}
          rules={[{ required: true, whitespace: true, message: t('book.titleRequired') }]}
        >
          <Input maxLength={200} showCount />
        </Form.Item>
        <Form.Item
          name="publishDate"
          label={t('book.publishDate')}
          rules={[{ required: true, message: t('book.publishDateRequired') }]}
        >
          <DateStringPicker />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('book.content')}
          rules={[{ required: true, whitespace: true, message: t('book.contentRequired') }]}
        >
          <RichTextEditor height={500} ariaLabel={t('book.content')} />
        </Form.Item>
      </Form>
    </Card>
  );
}
