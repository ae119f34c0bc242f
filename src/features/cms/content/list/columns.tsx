import {
  FireOutlined,
  LikeOutlined,
  LockOutlined,
  PaperClipOutlined,
  PictureOutlined,
  VerticalAlignTopOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

import type { ContentRow } from '@/api/cms/content';
import { DictTag, type DictEntry } from '@/components/dict';
import { Hint } from '@/components/hint';
import type { ListColumn } from '@/components/list';

import type { ContentT } from '../i18n';
import { isLocked, isTopped } from './rules';

/** One marker per CMSContentAttribute value (the old console used the value as the icon name). */
const ATTRIBUTE_ICONS: Record<string, ReactNode> = {
  image: <PictureOutlined />,
  video: <VideoCameraOutlined />,
  attach: <PaperClipOutlined />,
  hot: <FireOutlined style={{ color: '#f5222d' }} />,
  recommend: <LikeOutlined style={{ color: '#1677ff' }} />,
};

function TitleCell({ row, t, attributes }: { row: ContentRow; t: ContentT; attributes: DictEntry[] }) {
  const markers = (row.attributes ?? [])
    .map((value) => attributes.find((a) => a.value === value))
    .filter((a): a is DictEntry => !!a);
  return (
    <span className="kit-cell-line">
      {isTopped(row) && (
        <Hint title={t('columns.topping')}>
          <VerticalAlignTopOutlined aria-label={t('columns.topping')} style={{ color: '#fa8c16' }} />
        </Hint>
      )}
      {markers.map((a) => (
        <Hint key={a.value} title={a.label}>
          <span role="img" aria-label={a.label} data-attr={a.value}>
            {ATTRIBUTE_ICONS[a.value] ?? a.label}
          </span>
        </Hint>
      ))}
      {isLocked(row) && (
        <Hint title={t('columns.locked', { user: row.lockUser })}>
          <LockOutlined aria-label={t('columns.locked', { user: row.lockUser })} />
        </Hint>
      )}
      <span className="kit-ellipsis" title={row.title}>
        {row.title}
      </span>
    </span>
  );
}

export const TITLE_MIN_WIDTH = 240;

export function contentColumns(
  t: ContentT,
  typeName: (id: string) => string,
  attributes: DictEntry[],
): ListColumn<ContentRow>[] {
  return [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('columns.title'),
      ellipsis: true,
      hideable: false,
      // The one column an editor needs: it keeps this width and the table scrolls instead.
      minWidth: TITLE_MIN_WIDTH,
      render: (_v: string, row) => <TitleCell row={row} t={t} attributes={attributes} />,
    },
    {
      key: 'contentType',
      dataIndex: 'contentType',
      title: t('columns.contentType'),
      width: 110,
      render: (value: string) => typeName(value),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.status'),
      width: 100,
      render: (value: string) => <DictTag type="CMSContentStatus" value={value} />,
    },
    { key: 'publishDate', dataIndex: 'publishDate', title: t('columns.publishDate'), width: 170 },
    { key: 'createTime', dataIndex: 'createTime', title: t('columns.createTime'), width: 170 },
  ];
}

/** The labels of the shared content columns (`contentRowColumns`) in the content feature's strings. */
export function contentColumnLabels(t: ContentT) {
  return {
    title: t('columns.title'),
    status: t('columns.status'),
    publishDate: t('columns.publishDate'),
    topping: t('columns.topping'),
  };
}
