import {
  AudioOutlined,
  FileExcelOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

import { fileTypeIcon, isImage } from '@/lib/utils';

const ICONS: Partial<Record<string, ComponentType>> = {
  audio: AudioOutlined,
  mp3: AudioOutlined,
  wav: AudioOutlined,
  wma: AudioOutlined,
  aac: AudioOutlined,
  flac: AudioOutlined,
  video: VideoCameraOutlined,
  mp4: VideoCameraOutlined,
  avi: VideoCameraOutlined,
  pdf: FilePdfOutlined,
  doc: FileWordOutlined,
  xls: FileExcelOutlined,
  csv: FileExcelOutlined,
  ppt: FilePptOutlined,
  txt: FileTextOutlined,
  text: FileTextOutlined,
  zip: FileZipOutlined,
  rar: FileZipOutlined,
  '7z': FileZipOutlined,
};

export interface ResourceThumbProps {
  name: string;
  src?: string;
  /** Whether it is an image; guessed from the name's extension when not given. */
  image?: boolean;
  /** The square it fills, in pixels. */
  size?: number;
}

/** An image's thumbnail, or an icon for its file type. */
export function ResourceThumb({ name, src, image, size = 100 }: ResourceThumbProps) {
  if (src && (image ?? isImage(name))) {
    return (
      <img
        src={src}
        alt={name}
        loading="lazy"
        style={{ width: size, height: size, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  const Icon = ICONS[fileTypeIcon(name)] ?? FileOutlined;
  return (
    <span
      aria-label={name}
      style={{
        width: size,
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size / 2.5,
        color: '#8c8c8c',
        background: '#fafafa',
      }}
    >
      <Icon />
    </span>
  );
}
