import { PictureOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Form } from 'antd';

import type { PickedResource } from '@/components/cms/resource-picker';

import { ItemList, ItemTextField } from '../../form/ItemList';
import { editorI18n } from '../../i18n';
import type { AudioItem } from '../../types';
import type { BodyProps } from '../contract';
import { dash, durationName, sizeName } from '../media-format';

const fromPicked = (r: PickedResource): AudioItem => ({
  path: r.path,
  src: r.src,
  title: r.name,
  fileName: r.name,
  fileSize: r.fileSize,
  fileSizeName: sizeName(r.fileSize),
  format: r.suffix,
  type: 'local',
});

function AudioListEditor({
  value,
  onChange,
  pick,
}: {
  value?: AudioItem[];
  onChange?: (items: AudioItem[]) => void;
  pick: BodyProps['pick'];
}) {
  const t = editorI18n.useT();
  const items = value ?? [];
  const add = async () => {
    const picked = await pick('audio', true);
    if (picked?.length) onChange?.([...items, ...picked.map(fromPicked)]);
  };
  return (
    <ItemList<AudioItem>
      value={items}
      onChange={onChange}
      label={(item, i) => `${i + 1}. ${item.title || item.fileName || item.path}`}
      renderActions={(item, _i, update) => (
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
          <Button
            size="small"
            icon={<SwapOutlined />}
            onClick={() =>
              void pick('audio').then(
                (p) => p?.[0] && update({ ...fromPicked(p[0]), title: item.title, author: item.author }),
              )
            }
          >
            {t('items.edit')}
          </Button>
        </>
      )}
      renderItem={(item, index, update) => (
        <Flex vertical gap={8}>
          <audio controls src={item.src} style={{ width: '100%' }} aria-label={item.title}>
            <track kind="captions" />
          </audio>
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'type', label: t('items.type'), children: dash(item.type) },
              { key: 'size', label: t('items.size'), children: sizeName(item.fileSize, item.fileSizeName) },
              { key: 'duration', label: t('items.duration'), children: durationName(item.duration) },
              { key: 'format', label: t('items.format'), children: dash(item.format) },
              { key: 'channels', label: t('items.channels'), children: dash(item.channels) },
              { key: 'decoder', label: t('items.decoder'), children: dash(item.decoder) },
              { key: 'bitRate', label: t('items.bitRate'), children: dash(item.bitRate) },
              { key: 'sampling', label: t('items.sampling'), children: dash(item.samplingRate) },
            ]}
          />
          <ItemTextField
            label={t('items.title')}
            index={index}
            value={item.title}
            onChange={(title) => update({ title })}
          />
          <ItemTextField
            label={t('items.author')}
            index={index}
            value={item.author}
            onChange={(author) => update({ author })}
          />
          <ItemTextField
            label={t('items.description')}
            index={index}
            rows={3}
            value={item.description}
            onChange={(description) => update({ description })}
          />
        </Flex>
      )}
      footer={
        <Button icon={<PlusOutlined />} onClick={() => void add()}>
          {t('items.addAudio')}
        </Button>
      }
    />
  );
}

/** Audio album: ordered audios with title, author, description and the analysed media details. */
export function AudioBody({ pick }: BodyProps) {
  return (
    <Form.Item name="audioList" noStyle>
      <AudioListEditor pick={pick} />
    </Form.Item>
  );
}
