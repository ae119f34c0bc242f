import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';

import type { SiteFile } from '@/api/cms/file';

interface Props {
  file: SiteFile;
  /** The directory button's accessible name ("Open directory css"). */
  openLabel: string;
  onOpen: (file: SiteFile) => void;
}

/** A listing's name cell: a directory is a button that opens it (not a row click), a file its icon and name. */
export function FileNameCell({ file, openLabel, onOpen }: Props) {
  if (!file.isDirectory)
    return (
      <span>
        <FileOutlined /> {file.fileName}
      </span>
    );
  return (
    <Button
      type="link"
      size="small"
      icon={<FolderOutlined />}
      aria-label={openLabel}
      style={{ padding: 0 }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(file);
      }}
    >
      {file.fileName}
    </Button>
  );
}
