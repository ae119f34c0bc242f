import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { chapterApi, chapterKeys } from '@/api/cms/book';
import { DictTag } from '@/components/dict';
import { feedback } from '@/lib/feedback';

import { DateStringPicker } from '../../form/DateStringPicker';
import { editorI18n } from '../../i18n';
import type { BookChapter } from '../../types';

export const CHAPTER_EDITOR_PATH = '/cms/book/chapter/editor';

/**
 * The chapters of a book: search by title, ASC/DESC order, add/edit on the chapter route, publish now,
 * scheduled publish (a date dialog) and offline per chapter.
 */
export function ChapterList({ contentId }: { contentId: string }) {
  const t = editorI18n.useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [scheduling, setScheduling] = useState<BookChapter | null>(null);
  const [form] = Form.useForm<{ publishDate: string }>();
  const query = { contentId, title: title || undefined, sortOrder, ...page };
  const list = useQuery({
    queryKey: chapterKeys.list(query),
    queryFn: () => chapterApi.list(query),
  });
  const refresh = () => client.invalidateQueries({ queryKey: chapterKeys.lists() });
  const run = async (action: Promise<unknown>, done: string) => {
    await action;
    feedback.success(done);
    await refresh();
  };
  const edit = (chapterId?: string) =>
    navigate(`${CHAPTER_EDITOR_PATH}?contentId=${contentId}${chapterId ? `&chapterId=${chapterId}` : ''}`);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button type="primary" onClick={() => edit()}>
          {t('book.addChapter')}
        </Button>
        <Input.Search
          allowClear
          aria-label={t('book.inputChapterTitle')}
          placeholder={t('book.inputChapterTitle')}
          onSearch={(v) => {
            setTitle(v.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          style={{ width: 220 }}
        />
        <Radio.Group
          optionType="button"
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value as 'asc' | 'desc')}
          options={[
            { value: 'asc', label: t('book.sortAsc') },
            { value: 'desc', label: t('book.sortDesc') },
          ]}
        />
      </Space>
      <Table<BookChapter>
        rowKey="chapterId"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('book.chapterTitle'), dataIndex: 'title' },
          {
            title: t('book.status'),
            dataIndex: 'status',
            width: 100,
            render: (v: string) => <DictTag type="CMSContentStatus" value={v} />,
          },
          { title: t('book.publishDate'), dataIndex: 'publishDate', width: 170 },
          {
            title: '',
            key: 'actions',
            width: 330,
            render: (_v, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => edit(row.chapterId)}>
                  {t('book.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void run(chapterApi.publish([row.chapterId]), t('book.publishSuccess'))}
                >
                  {t('book.publishNow')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    form.setFieldsValue({ publishDate: row.publishDate });
                    setScheduling(row);
                  }}
                >
                  {t('book.toPublish')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void run(chapterApi.offline([row.chapterId]), t('book.offlineSuccess'))}
                >
                  {t('book.offline')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => void run(chapterApi.remove([row.chapterId]), t('book.delete'))}
                >
                  {t('book.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Text type="secondary">{list.data ? `${list.data.total}` : null}</Typography.Text>
      <Modal
        open={!!scheduling}
        title={t('book.toPublishTitle')}
        destroyOnHidden
        onCancel={() => setScheduling(null)}
        onOk={async () => {
          const { publishDate } = await form.validateFields();
          if (!scheduling) return;
          await run(chapterApi.toPublish([scheduling.chapterId], publishDate), t('book.toPublishSuccess'));
          setScheduling(null);
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="publishDate"
            label={t('book.publishDate')}
            rules={[{ required: true, message: t('book.publishDateRequired') }]}
          >
            <DateStringPicker />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
