/**
 * The CMS content types the console knows: the four of the open-source backend plus the enterprise
 * book type. Labels come from `GET /cms/catalog/getContentTypes` (server i18n); icons are the console's.
 */
import {
  AudioOutlined,
  BookOutlined,
  FileTextOutlined,
  FileUnknownOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import { catalogApi, catalogKeys, type IdName } from '@/api/cms/catalog';

export const CONTENT_TYPE_IDS = ['article', 'image', 'audio', 'video', 'book'] as const;

export type ContentTypeId = (typeof CONTENT_TYPE_IDS)[number];

export function isContentTypeId(id: string | null | undefined): id is ContentTypeId {
  return CONTENT_TYPE_IDS.includes(id as ContentTypeId);
}

const ICONS: Record<ContentTypeId, ComponentType> = {
  article: FileTextOutlined,
  image: PictureOutlined,
  audio: AudioOutlined,
  video: VideoCameraOutlined,
  book: BookOutlined,
};

/** The icon component of a content type (a generic file icon for unknown types). */
export function contentTypeIcon(id: string): ComponentType {
  return isContentTypeId(id) ? ICONS[id] : FileUnknownOutlined;
}

/**
 * The content types the backend offers (`GET /cms/catalog/getContentTypes`, names in the user's
 * language): the add menus, filters and template lists show these, never a list of their own.
 */
export function useContentTypes(): {
  types: IdName[];
  loading: boolean;
  nameOf: (id: string) => string;
} {
  const query = useQuery({
    queryKey: catalogKeys.contentTypes(),
    queryFn: catalogApi.contentTypes,
    staleTime: Infinity,
  });
  const types = query.data ?? [];
  return { types, loading: query.isLoading, nameOf: (id) => types.find((t) => t.id === id)?.name ?? id };
}
