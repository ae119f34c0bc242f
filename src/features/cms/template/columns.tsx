import type { TemplateListRow } from '@/api/cms/template';
import type { ListColumn } from '@/components/list';

type T = (key: 'publishPipe' | 'path' | 'remark' | 'filesize' | 'modifyTime') => string;

export function templateColumns(t: T): ListColumn<TemplateListRow>[] {
  return [
    { key: 'publishPipeCode', dataIndex: 'publishPipeCode', title: t('publishPipe'), width: 110 },
    { key: 'path', dataIndex: 'path', title: t('path'), ellipsis: { showTitle: true } },
    { key: 'remark', dataIndex: 'remark', title: t('remark') },
    { key: 'filesizeName', dataIndex: 'filesizeName', title: t('filesize'), align: 'right', width: 100 },
    { key: 'modifyTime', dataIndex: 'modifyTime', title: t('modifyTime'), width: 180 },
  ];
}
