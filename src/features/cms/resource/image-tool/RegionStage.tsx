import { type PointerEvent as ReactPointerEvent, type ReactNode, useRef } from 'react';

import { fitRegion, fitScale, type Ratio, type Region } from './region';

interface Props {
  src: string;
  imageWidth: number;
  imageHeight: number;
  region: Region;
  ratio?: Ratio;
  onChange: (region: Region) => void;
  /** Drawn inside the region (a watermark's preview). */
  children?: ReactNode;
  label: string;
}

const BOX = { width: 520, height: 380 };
const HANDLE = 12;

/**
 * The image scaled to fit the stage, with the region as a frame: drag inside to move it, drag the
 * corner handle to resize it (the ratio kept when set). Pixel values are of the stored image.
 */
export function RegionStage({
  src,
  imageWidth,
  imageHeight,
  region,
  ratio,
  onChange,
  children,
  label,
}: Props) {
  const scale = fitScale(imageWidth, imageHeight, BOX.width, BOX.height);
  const drag = useRef<{ mode: 'move' | 'resize'; startX: number; startY: number; from: Region } | null>(null);

  const begin = (mode: 'move' | 'resize', e: ReactPointerEvent<HTMLElement>) => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { mode, startX: e.clientX, startY: e.clientY, from: region };
  };
  const move = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = (e.clientX - d.startX) / scale;
    const dy = (e.clientY - d.startY) / scale;
    const next =
      d.mode === 'move'
        ? { ...d.from, x: d.from.x + dx, y: d.from.y + dy }
        : { ...d.from, width: d.from.width + dx, height: d.from.height + dy };
    onChange(fitRegion(next, imageWidth, imageHeight, ratio));
  };
  const end = () => {
    drag.current = null;
  };

  return (
    <div
      style={{
        position: 'relative',
        width: imageWidth * scale,
        height: imageHeight * scale,
        background: 'repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px',
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      <img
        src={src}
        alt={label}
        draggable={false}
        style={{ width: '100%', height: '100%', display: 'block', opacity: 0.55 }}
      />
      <div
        role="presentation"
        data-testid="image-region"
        onPointerDown={(e) => begin('move', e)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          position: 'absolute',
          left: region.x * scale,
          top: region.y * scale,
          width: region.width * scale,
          height: region.height * scale,
          outline: '2px dashed #1677ff',
          boxShadow: '0 0 0 1px #fff',
          backgroundImage: `url("${src}")`,
          backgroundSize: `${imageWidth * scale}px ${imageHeight * scale}px`,
          backgroundPosition: `${-region.x * scale}px ${-region.y * scale}px`,
          cursor: 'move',
          overflow: 'hidden',
        }}
      >
        {children}
        <span
          role="presentation"
          onPointerDown={(e) => begin('resize', e)}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          style={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            width: HANDLE,
            height: HANDLE,
            background: '#1677ff',
            cursor: 'nwse-resize',
          }}
        />
      </div>
    </div>
  );
}
