import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin, Tabs, Typography } from 'antd';
import { Suspense, useState } from 'react';

import { imageProcessApi } from '@/api/cms/image-process';
import { type CmsResource, resourceApi, resourceKeys, versionedResourceSrc } from '@/api/cms/resource';
import { useListMutation } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { CropPanel, type CropState } from './CropPanel';
import { imageToolI18n } from './i18n';
import { cornerRegion, initialRegion } from './region';
import { RotatePanel, type RotateState } from './RotatePanel';
import { WatermarkPanel, type WatermarkState } from './WatermarkPanel';

type Tool = 'crop' | 'rotate' | 'textWatermark' | 'imageWatermark';

interface Props {
  /** The list row (its `src`: the detail has none); undefined = closed. */
  resource?: CmsResource;
  onClose: () => void;
}

const NO_ROTATION: RotateState = { width: 0, height: 0, rotate: 0, flipX: false, flipY: false };

/**
 * The image tool of the resource library: crop, rotate/resize/flip, text and image watermark, each
 * previewed here and applied through its `/cms/process/image/*` call; the server rewrites the file in
 * place, so the shown URL carries a version (docs/backend-contract.md, "Image processing").
 */
export function ImageToolDialog({ resource, onClose }: Props) {
  if (!resource) return null;
  // Its strings load with the first opening; meanwhile nothing shows (never the page's fallback).
  return (
    <Suspense fallback={null}>
      <ImageToolModal resource={resource} onClose={onClose} />
    </Suspense>
  );
}

function ImageToolModal({ resource, onClose }: { resource: CmsResource; onClose: () => void }) {
  const t = imageToolI18n.useT();
  return (
    <Modal open title={t('title', { name: resource.name })} width={960} onCancel={onClose} footer={null}>
      <ImageTool resource={resource} onClose={onClose} />
    </Modal>
  );
}

function ImageTool({ resource, onClose }: { resource: CmsResource; onClose: () => void }) {
  const t = imageToolI18n.useT();
  const { resourceId } = resource;
  const detail = useQuery({
    queryKey: resourceKeys.detail(resourceId),
    queryFn: () => resourceApi.get(resourceId),
  });
  // The list row has the size too: work from it until the detail (re-read after each change) is there.
  const width = detail.data?.width ?? resource.width ?? 0;
  const height = detail.data?.height ?? resource.height ?? 0;
  // The detail has no `src` but the new size and update time: the version of the list row's URL.
  const src = versionedResourceSrc({ ...resource, ...detail.data, src: resource.src }) ?? '';
  const [tool, setTool] = useState<Tool>('crop');
  const [crop, setCrop] = useState<CropState>();
  const [rotate, setRotate] = useState<RotateState>(NO_ROTATION);
  const [mark, setMark] = useState<WatermarkState>();
  // Each piece of state starts from the image's size once it is known and again after each change.
  const cropValue = crop ?? { ratioKey: 'free', region: initialRegion(width, height) };
  const markValue = mark ?? {
    region: cornerRegion(width, height),
    text: resource.name,
    fontSize: 32,
    color: '#ffffff',
    opacity: 0.6,
  };
  const apply = useListMutation({
    mutationFn: async (which: Tool) => {
      if (which === 'crop') return imageProcessApi.crop({ resourceId, ...cropValue.region });
      if (which === 'rotate')
        return imageProcessApi.rotate({
          resourceId,
          width: rotate.width || undefined,
          height: rotate.height || undefined,
          rotate: rotate.rotate,
          flipX: rotate.flipX,
          flipY: rotate.flipY,
        });
      const region = { resourceId, ...markValue.region };
      return which === 'textWatermark'
        ? imageProcessApi.textWatermark(region)
        : imageProcessApi.imageWatermark(region);
    },
    invalidate: resourceKeys.all,
    success: false,
  });
  const run = async () => {
    await apply.mutateAsync(tool);
    feedback.success(t(tool === 'crop' || tool === 'rotate' ? 'applied' : 'recorded'));
    setCrop(undefined);
    setRotate(NO_ROTATION);
    setMark(undefined);
  };

  if (!width || !height)
    return (
      <Spin spinning={detail.isLoading}>
        <Typography.Text type="secondary">{t('loading')}</Typography.Text>
      </Spin>
    );
  const panel = { src, width, height };
  return (
    <>
      <Typography.Text type="secondary">{t('size', { width, height })}</Typography.Text>
      <Tabs
        activeKey={tool}
        onChange={(key) => setTool(key as Tool)}
        items={[
          {
            key: 'crop',
            label: t('crop'),
            children: <CropPanel {...panel} value={cropValue} onChange={setCrop} />,
          },
          {
            key: 'rotate',
            label: t('rotate'),
            children: <RotatePanel {...panel} value={rotate} onChange={setRotate} />,
          },
          {
            key: 'textWatermark',
            label: t('textWatermark'),
            children: <WatermarkPanel kind="text" {...panel} value={markValue} onChange={setMark} />,
          },
          {
            key: 'imageWatermark',
            label: t('imageWatermark'),
            children: <WatermarkPanel kind="image" {...panel} value={markValue} onChange={setMark} />,
          },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button type="primary" loading={apply.isPending} onClick={() => void run().catch(() => undefined)}>
          {t('apply')}
        </Button>
      </div>
    </>
  );
}
