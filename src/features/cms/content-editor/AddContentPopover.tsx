import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Popover, Radio, Space } from 'antd';
import { useState } from 'react';

import { CONTENT_TYPE_IDS, contentTypeIcon, type ContentTypeId } from '@/components/cms/content-types';

import { editorApi } from './api';
import { editorI18n } from './i18n';

/** "Add": pick a content type (and an article format), then open a new content in this catalog. */
export function AddContentPopover({ onAdd }: { onAdd: (type: ContentTypeId, format?: string) => void }) {
  const t = editorI18n.useT();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ContentTypeId>('article');
  const formats = useQuery({
    queryKey: ['cms/content-editor', 'formats'],
    queryFn: editorApi.formats,
    enabled: open,
    staleTime: Infinity,
  });
  const [format, setFormat] = useState<string | undefined>();
  const chosenFormat = format ?? formats.data?.[0]?.id;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Space direction="vertical">
          <Divider plain style={{ margin: 0 }}>
            {t('toolbar.contentType')}
          </Divider>
          <Radio.Group
            optionType="button"
            value={type}
            onChange={(e) => setType(e.target.value as ContentTypeId)}
            options={CONTENT_TYPE_IDS.map((id) => {
              const Icon = contentTypeIcon(id);
              return {
                value: id,
                label: (
                  <Space size={4}>
                    <Icon />
                    {t(`types.${id}`)}
                  </Space>
                ),
              };
            })}
          />
          {type === 'article' && (formats.data?.length ?? 0) > 0 && (
            <>
              <Divider plain style={{ margin: 0 }}>
                {t('toolbar.articleFormat')}
              </Divider>
              <Radio.Group
                optionType="button"
                value={chosenFormat}
                onChange={(e) => setFormat(e.target.value as string)}
                options={(formats.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
              />
            </>
          )}
          <Button
            type="primary"
            size="small"
            onClick={() => {
              setOpen(false);
              onAdd(type, type === 'article' ? chosenFormat : undefined);
            }}
          >
            {t('toolbar.ok')}
          </Button>
        </Space>
      }
    >
      <Button icon={<PlusOutlined />}>{t('toolbar.add')}</Button>
    </Popover>
  );
}
