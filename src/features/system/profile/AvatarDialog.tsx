import {
  RotateLeftOutlined,
  RotateRightOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Slider, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

import { profileApi } from '@/api/system/profile';
import { Hint } from '@/components/hint';
import { feedback } from '@/lib/feedback';

import {
  avatarFileProblem,
  clampCrop,
  cropToBlob,
  imageStyle,
  INITIAL_CROP,
  MAX_ZOOM,
  MIN_ZOOM,
  type CropState,
  type ImageSize,
} from './crop';
import { profileI18n } from './i18n';

const VIEWPORT = 240;
const PREVIEW = 120;

/** Shows the image as `crop` says inside a `side` × `side` box (the viewport or the round preview). */
function CropView({
  src,
  image,
  crop,
  side,
}: {
  src: string;
  image: ImageSize;
  crop: CropState;
  side: number;
}) {
  const k = side / VIEWPORT;
  return (
    <img
      src={src}
      alt=""
      draggable={false}
      style={{
        position: 'absolute',
        left: '50%',
        top: '50%',
        maxWidth: 'none',
        pointerEvents: 'none',
        ...imageStyle(image, { ...crop, x: crop.x * k, y: crop.y * k }, side),
      }}
    />
  );
}

/** Choose a JPG/PNG (≤ 2 MB), move/zoom/turn it in the square, upload the 200 × 200 PNG crop. */
export function AvatarDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: (path: string) => void;
}) {
  const t = profileI18n.useT();
  const [src, setSrc] = useState<string>();
  const [image, setImage] = useState<ImageSize>();
  const [crop, setCrop] = useState<CropState>(INITIAL_CROP);
  const img = useRef<HTMLImageElement | null>(null);
  const drag = useRef<{ px: number; py: number; x: number; y: number } | undefined>(undefined);
  const upload = useMutation({
    mutationFn: async () => {
      if (!img.current || !image) throw new Error(t('avatar.noImage'));
      return profileApi.uploadAvatar(await cropToBlob(img.current, crop, VIEWPORT));
    },
    onSuccess: (path) => {
      feedback.success(t('avatar.uploaded'));
      onUploaded(path);
      onClose();
    },
  });

  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  const update = (next: Partial<CropState>) =>
    image && setCrop((c) => clampCrop({ ...c, ...next }, image, VIEWPORT));
  const onPointerMove = (e: PointerEvent) => {
    if (drag.current)
      update({
        x: drag.current.x + e.clientX - drag.current.px,
        y: drag.current.y + e.clientY - drag.current.py,
      });
  };

  return (
    <Modal
      open={open}
      title={t('avatar.title')}
      onCancel={onClose}
      okText={t('avatar.submit')}
      onOk={() => (image ? upload.mutate() : feedback.error(t('avatar.noImage')))}
      confirmLoading={upload.isPending}
      width={520}
      destroyOnHidden
    >
      <Space align="start" size={24} wrap>
        <div
          className="avatar-crop"
          data-testid="avatar-crop"
          style={{
            position: 'relative',
            width: VIEWPORT,
            height: VIEWPORT,
            overflow: 'hidden',
            background: '#f0f0f0',
            cursor: src ? 'move' : undefined,
            touchAction: 'none',
          }}
          onPointerDown={(e) => {
            drag.current = { px: e.clientX, py: e.clientY, x: crop.x, y: crop.y };
            e.currentTarget.setPointerCapture?.(e.pointerId);
          }}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            drag.current = undefined;
          }}
          onWheel={(e) => update({ zoom: crop.zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1) })}
        >
          {src && (
            <img
              ref={img}
              src={src}
              alt=""
              style={{ display: 'none' }}
              onLoad={(e) => {
                const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
                setImage({ width, height });
                setCrop(INITIAL_CROP);
              }}
              onError={() => feedback.error(t('avatar.loadFailed'))}
            />
          )}
          {src && image && <CropView src={src} image={image} crop={crop} side={VIEWPORT} />}
        </div>
        <div>
          <Typography.Text type="secondary">{t('avatar.preview')}</Typography.Text>
          <div
            style={{
              position: 'relative',
              width: PREVIEW,
              height: PREVIEW,
              marginTop: 8,
              borderRadius: '50%',
              overflow: 'hidden',
              background: '#f0f0f0',
            }}
          >
            {src && image && <CropView src={src} image={image} crop={crop} side={PREVIEW} />}
          </div>
        </div>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
        {t('avatar.hint')}
      </Typography.Paragraph>
      <Space wrap>
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = avatarFileProblem(file);
            if (problem) feedback.error(t(`avatar.${problem}`));
            else {
              setImage(undefined);
              setSrc(URL.createObjectURL(file));
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('avatar.choose')}</Button>
        </Upload>
        <Hint title={t('avatar.zoomOut')}>
          <Button
            aria-label={t('avatar.zoomOut')}
            icon={<ZoomOutOutlined />}
            disabled={!image}
            onClick={() => update({ zoom: crop.zoom - 0.2 })}
          />
        </Hint>
        <Slider
          aria-label={t('avatar.zoomIn')}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          disabled={!image}
          onChange={(zoom) => update({ zoom })}
          style={{ width: 120 }}
        />
        <Hint title={t('avatar.zoomIn')}>
          <Button
            aria-label={t('avatar.zoomIn')}
            icon={<ZoomInOutlined />}
            disabled={!image}
            onClick={() => update({ zoom: crop.zoom + 0.2 })}
          />
        </Hint>
        <Hint title={t('avatar.rotateLeft')}>
          <Button
            aria-label={t('avatar.rotateLeft')}
            icon={<RotateLeftOutlined />}
            disabled={!image}
            onClick={() => update({ turns: crop.turns + 3 })}
          />
        </Hint>
        <Hint title={t('avatar.rotateRight')}>
          <Button
            aria-label={t('avatar.rotateRight')}
            icon={<RotateRightOutlined />}
            disabled={!image}
            onClick={() => update({ turns: crop.turns + 1 })}
          />
        </Hint>
      </Space>
    </Modal>
  );
}
