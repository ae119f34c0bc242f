import { type CmsResource, versionedResourceSrc } from '@/api/cms/resource';
import { ResourceThumb } from '@/components/cms/resource-picker';
import type { ListColumn } from '@/components/list';

type T = (key: 'resourceId' | 'type' | 'name' | 'storageType' | 'fileSize' | 'createTime') => string;

export function resourceColumns(t: T): ListColumn<CmsResource>[] {
  return [
    { key: 'resourceId', dataIndex: 'resourceId', title: t('resourceId'), width: 180 },
    { key: 'resourceTypeName', dataIndex: 'resourceTypeName', title: t('type'), width: 90 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      render: (name: string, row) => {
        const src = versionedResourceSrc(row);
        return (
          <a href={src} target="_blank" rel="noreferrer" style={{ display: 'inline-flex', gap: 8 }}>
            <ResourceThumb name={`${name}.${row.suffix ?? ''}`} src={src} size={24} />
            {name}
          </a>
        );
      },
    },
    { key: 'storageType', dataIndex: 'storageType', title: t('storageType'), width: 110 },
    { key: 'fileSizeName', dataIndex: 'fileSizeName', title: t('fileSize'), width: 100 },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 180 },
  ];
}
