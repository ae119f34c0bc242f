import { CameraOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, InputNumber, Modal, Typography } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';

import { videoApi } from '@/api/cms/video';
import { feedback } from '@/lib/feedback';

import { screenshotI18n } from './screenshot-i18n';

interface Props {
  /** The video: `path` (`iurl://resource?id=…`) is sent, `src` plays the preview. */
  video: { path?: string; src?: string; duration?: string | number };
  onCover: (cover: string, coverSrc?: string) => void;
}

/** "Screenshot" on a video item: pick a time, see that frame, save it as the item's cover. */
export function ScreenshotButton(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Suspense fallback={null}>
      <ScreenshotButtonInner {...props} open={open} setOpen={setOpen} />
    </Suspense>
  );
}

function ScreenshotButtonInner({
  video,
  onCover,
  open,
  setOpen,
}: Props & { open: boolean; setOpen: (open: boolean) => void }) {
  const t = screenshotI18n.useT();
  return (
    <>
      <Button size="small" icon={<CameraOutlined />} onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      {open && (
        <ScreenshotDialog
          video={video}
          onClose={() => setOpen(false)}
          onCover={(cover, coverSrc) => {
            setOpen(false);
            onCover(cover, coverSrc);
          }}
        />
      )}
    </>
  );
}

function ScreenshotDialog({ video, onCover, onClose }: Props & { onClose: () => void }) {
  const t = screenshotI18n.useT();
  const [seconds, setSeconds] = useState(0);
  const player = useRef<HTMLVideoElement>(null);
  // The preview is the browser's own frame at that time; the server cuts the same one.
  useEffect(() => {
    if (player.current && player.current.readyState > 0) player.current.currentTime = seconds;
  }, [seconds]);
  const shot = useMutation({
    mutationFn: () => videoApi.screenshot({ path: video.path ?? '', timestamp: seconds }),
    onSuccess: (resource) => {
      feedback.success(t('done'));
      onCover(resource.internalUrl ?? resource.path, resource.src);
    },
  });
  return (
    <Modal
      open
      title={t('title')}
      onCancel={onClose}
      okText={t('setCover')}
      okButtonProps={{ loading: shot.isPending }}
      onOk={() => shot.mutate()}
    >
      <Flex vertical gap={12}>
        <InputNumber
          aria-label={t('time')}
          prefix={t('time')}
          min={0}
          max={Number(video.duration) > 0 ? Math.floor(Number(video.duration)) : undefined}
          precision={0}
          value={seconds}
          onChange={(v) => setSeconds(typeof v === 'number' ? v : 0)}
          style={{ width: '100%' }}
        />
        <Typography.Text type="secondary">{t('preview')}</Typography.Text>
        <video
          ref={player}
          src={video.src}
          muted
          preload="metadata"
          width="100%"
          onLoadedMetadata={(e) => {
            e.currentTarget.currentTime = seconds;
          }}
        >
          <track kind="captions" />
        </video>
      </Flex>
    </Modal>
  );
}
