import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Popover, Radio, Space } from 'antd';
import { useState } from 'react';

import { articleApi, articleKeys } from '@/api/cms/article';
import {
  contentTypeIcon,
  isContentTypeId,
  useContentTypes,
  type ContentTypeId,
} from '@/components/cms/content-types';

import { editorI18n } from './i18n';

/**
 * "Add": pick one of the content types the backend offers (`getContentTypes`, its names) that the
 * console has an editor for, and an article format, then open a new content in this catalog.
 */
export function AddContentPopover({ onAdd }: { onAdd: (type: ContentTypeId, format?: string) => void }) {
  const t = editorI18n.useT();
  const [open, setOpen] = useState(false);
  const offered = useContentTypes().types.filter((ct) => isContentTypeId(ct.id));
  const [picked, setType] = useState<ContentTypeId>();
  const type = picked ?? (offered[0]?.id as ContentTypeId | undefined);
  const formats = useQuery({
    queryKey: articleKeys.extra('formats'),
    queryFn: articleApi.formats,
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
        <Space orientation="vertical">
          <Divider plain style={{ margin: 0 }}>
            {t('toolbar.contentType')}
          </Divider>
          <Radio.Group
            optionType="button"
            value={type}
            onChange={(e) => setType(e.target.value as ContentTypeId)}
            options={offered.map(({ id, name }) => {
              const Icon = contentTypeIcon(id);
              return {
                value: id,
                label: (
                  <Space size={4}>
                    <Icon />
                    {name}
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
            disabled={!type}
            onClick={() => {
              if (!type) return;
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
