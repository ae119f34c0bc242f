import type { SiteFile } from '@/api/cms/file';
import { FileNameCell } from '@/components/cms/file-picker';
import type { ListColumn } from '@/components/list';

type T = (key: 'fileName' | 'fileSize' | 'modifyTime' | 'openDir', values?: { name: string }) => string;

/** Name (a directory opens on click), size and modification time, as FileVO gives them. */
export function fileColumns(t: T, openDir: (file: SiteFile) => void): ListColumn<SiteFile>[] {
  return [
    {
      key: 'fileName',
      dataIndex: 'fileName',
      title: t('fileName'),
      render: (name: string, row) => (
        <FileNameCell file={row} openLabel={t('openDir', { name })} onOpen={openDir} />
      ),
    },
    {
      key: 'fileSize',
      dataIndex: 'fileSize',
      title: t('fileSize'),
      width: 120,
      render: (size?: string | number) => size ?? '-',
    },
    { key: 'modifyTime', dataIndex: 'modifyTime', title: t('modifyTime'), width: 180 },
  ];
}
