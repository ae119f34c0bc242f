import { PictureOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Form, Typography } from 'antd';
import { useState } from 'react';

import type { PickedResource } from '@/components/cms/resource-picker';
import { parseVideoCode, VideoCodeDialog } from '@/components/rich-text';
import { feedback } from '@/lib/feedback';

import { ItemList, ItemTextField } from '../../form/ItemList';
import { editorI18n } from '../../i18n';
import type { VideoItem } from '../../types';
import type { BodyProps } from '../contract';
import { dash, durationName, sizeName } from '../media-format';
import { ScreenshotButton } from './ScreenshotDialog';

const SHARE = 'SHARE';

const fromPicked = (r: PickedResource): VideoItem => ({
  path: r.path,
  src: r.src,
  title: r.name,
  fileName: r.name,
  fileSize: r.fileSize,
  fileSizeName: sizeName(r.fileSize),
  format: r.suffix,
  width: r.width,
  height: r.height,
  type: 'local',
});

/** A third-party item shows its iframe (rebuilt from the parsed src, never the raw code). */
function SharePreview({ code }: { code?: string }) {
  const parsed = parseVideoCode(code ?? '');
  if (!parsed.ok) return <Typography.Text type="danger">{code}</Typography.Text>;
  return (
    <iframe
      src={parsed.src}
      title={parsed.src}
      width={320}
      height={180}
      sandbox="allow-scripts allow-same-origin allow-presentation"
      style={{ border: 0 }}
    />
  );
}

function VideoListEditor({
  value,
  onChange,
  pick,
  setCover,
}: {
  value?: VideoItem[];
  onChange?: (items: VideoItem[]) => void;
  pick: BodyProps['pick'];
  setCover: BodyProps['setCover'];
}) {
  const t = editorI18n.useT();
  const items = value ?? [];
  // Index being edited with the code dialog; -1 = a new third-party item.
  const [codeFor, setCodeFor] = useState<number | null>(null);
  const add = async () => {
    const picked = await pick('video', true);
    if (picked?.length) onChange?.([...items, ...picked.map(fromPicked)]);
  };
  const applyCode = (html: string) => {
    const at = codeFor;
    setCodeFor(null);
    if (at === null) return;
    const item: VideoItem = { type: SHARE, path: html, src: '', title: t('items.thirdVideo') };
    onChange?.(
      at < 0 ? [...items, item] : items.map((x, i) => (i === at ? { ...x, type: SHARE, path: html } : x)),
    );
  };
  return (
    <>
      <ItemList<VideoItem>
        value={items}
        onChange={onChange}
        label={(item, i) => `${i + 1}. ${item.title || item.fileName || ''}`}
        renderActions={(item, index, update) =>
          item.type === SHARE ? (
            <Button size="small" icon={<SwapOutlined />} onClick={() => setCodeFor(index)}>
              {t('items.edit')}
            </Button>
          ) : (
            <>
              <Button
                size="small"
                icon={<PictureOutlined />}
                onClick={() =>
                  void pick('image').then((p) => p?.[0] && update({ cover: p[0].path, coverSrc: p[0].src }))
                }
              >
                {t('items.cover')}
              </Button>
              <ScreenshotButton video={item} onCover={(cover, coverSrc) => update({ cover, coverSrc })} />
              <Button
                size="small"
                onClick={() => {
                  if (!item.cover) feedback.warning(t('items.noCover'));
                  else setCover(item.cover, item.coverSrc);
                }}
              >
                {t('items.setCover')}
              </Button>
              <Button
                size="small"
                icon={<SwapOutlined />}
                onClick={() =>
                  void pick('video').then(
                    (p) =>
                      p?.[0] &&
                      update({ ...fromPicked(p[0]), title: item.title, description: item.description }),
                  )
                }
              >
                {t('items.edit')}
              </Button>
            </>
          )
        }
        renderItem={(item, index, update) => (
          <Flex gap={16} wrap>
            {item.type === SHARE ? (
              <SharePreview code={item.path} />
            ) : (
              <video controls src={item.src} poster={item.coverSrc} width={320} height={180}>
                <track kind="captions" />
              </video>
            )}
            <Flex vertical gap={8} style={{ flex: 1, minWidth: 260 }}>
              <Descriptions
                size="small"
                column={3}
                items={
                  item.type === SHARE
                    ? [{ key: 'type', label: t('items.type'), children: t('items.thirdVideo') }]
                    : [
                        { key: 'type', label: t('items.type'), children: dash(item.type) },
                        {
                          key: 'size',
                          label: t('items.size'),
                          children: sizeName(item.fileSize, item.fileSizeName),
                        },
                        {
                          key: 'duration',
                          label: t('items.duration'),
                          children: durationName(item.duration),
                        },
                        {
                          key: 'resolution',
                          label: t('items.resolution'),
                          children: item.width ? `${item.width} x ${item.height ?? '-'}` : '-',
                        },
                        { key: 'format', label: t('items.format'), children: dash(item.format) },
                        { key: 'decoder', label: t('items.decoder'), children: dash(item.decoder) },
                        { key: 'bitRate', label: t('items.bitRate'), children: dash(item.bitRate) },
                        { key: 'frameRate', label: t('items.frameRate'), children: dash(item.frameRate) },
                      ]
                }
              />
              <ItemTextField
                label={t('items.title')}
                index={index}
                value={item.title}
                onChange={(title) => update({ title })}
              />
              <ItemTextField
                label={t('items.description')}
                index={index}
                rows={3}
                value={item.description}
                onChange={(description) => update({ description })}
              />
            </Flex>
          </Flex>
        )}
        footer={
          <>
            <Button icon={<PlusOutlined />} onClick={() => void add()}>
              {t('items.addVideo')}
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => setCodeFor(-1)}>
              {t('items.addThirdVideo')}
            </Button>
          </>
        }
      />
      <VideoCodeDialog open={codeFor !== null} onOk={applyCode} onCancel={() => setCodeFor(null)} />
    </>
  );
}

/** Video album: local videos (cover, media details) or third-party sharing code (`type: "SHARE"`). */
export function VideoBody({ pick, setCover }: BodyProps) {
  return (
    <Form.Item name="videoList" noStyle>
      <VideoListEditor pick={pick} setCover={setCover} />
    </Form.Item>
  );
}
