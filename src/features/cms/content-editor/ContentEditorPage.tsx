import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { contentApi, contentKeys } from '@/api/cms/content';
import { isContentTypeId } from '@/components/cms/content-types';

import { ContentEditorForm } from './ContentEditorForm';
import { editorI18n } from './i18n';
import type { EditorQuery } from './types';

/**
 * Content editor (`/cms/content/editor` in the layout, `/cms/content/editorW` full page). Query
 * `type`, `catalogId`, `id` (0 = new), `format` (new articles). Loads the init VO and hands it to the
 * form; a reload after saving re-creates the form from the server's data.
 */
export default function ContentEditorPage() {
  const t = editorI18n.useT();
  const [params] = useSearchParams();
  const query: EditorQuery = {
    type: params.get('type') ?? '',
    catalogId: params.get('catalogId') ?? '',
    id: params.get('id') || '0',
    format: params.get('format') ?? undefined,
  };
  const valid = isContentTypeId(query.type) && /^\d+$/.test(query.catalogId);
  const init = useQuery({
    queryKey: contentKeys.init(query.catalogId, query.type, query.id),
    queryFn: () => contentApi.init(query.catalogId, query.type, query.id),
    enabled: valid,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (!valid) return <Result status="warning" title={t('msg.missingParams')} />;
  if (init.isError) return <Result status="error" title={t('msg.loadFailed')} />;
  if (!init.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const vo = { ...init.data, format: init.data.format ?? query.format };
  return (
    <ContentEditorForm
      key={`${vo.contentId}/${vo.createTime ?? 'new'}/${init.dataUpdatedAt}`}
      vo={vo}
      reload={() => void init.refetch()}
    />
  );
}
