import { PictureOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Form, Image } from 'antd';

import type { PickedResource } from '@/components/cms/resource-picker';

import { ItemList, ItemTextField } from '../../form/ItemList';
import { editorI18n } from '../../i18n';
import type { ImageItem } from '../../types';
import type { BodyProps } from '../contract';
import { sizeName } from '../media-format';

const fromPicked = (r: PickedResource): ImageItem => ({
  path: r.path,
  src: r.src,
  title: r.name,
  fileName: r.name,
  width: r.width,
  height: r.height,
  fileSize: r.fileSize,
  fileSizeName: sizeName(r.fileSize),
  resourceType: 'image',
});

function AlbumEditor({
  value,
  onChange,
  pick,
  setCover,
}: {
  value?: ImageItem[];
  onChange?: (items: ImageItem[]) => void;
  pick: BodyProps['pick'];
  setCover: BodyProps['setCover'];
}) {
  const t = editorI18n.useT();
  const items = value ?? [];
  const add = async () => {
    const picked = await pick('image', true);
    if (picked?.length) onChange?.([...items, ...picked.map(fromPicked)]);
  };
  return (
    <ItemList<ImageItem>
      value={items}
      onChange={onChange}
      label={(item, i) => `${i + 1}. ${item.title || item.fileName || item.path}`}
      renderActions={(item, _i, update) => (
        <>
          <Button size="small" icon={<PictureOutlined />} onClick={() => setCover(item.path, item.src)}>
            {t('items.setCover')}
          </Button>
          <Button
            size="small"
            icon={<SwapOutlined />}
            onClick={() =>
              void pick('image').then((picked) => {
                const first = picked?.[0];
                if (first) update({ ...fromPicked(first), title: item.title, description: item.description });
              })
            }
          >
            {t('items.edit')}
          </Button>
        </>
      )}
      renderItem={(item, index, update) => (
        <Flex gap={16} wrap>
          <Image src={item.src} width={240} height={150} style={{ objectFit: 'cover' }} alt={item.title} />
          <Flex vertical gap={8} style={{ flex: 1, minWidth: 260 }}>
            <Descriptions
              size="small"
              column={2}
              items={[
                { key: 'size', label: t('items.size'), children: sizeName(item.fileSize, item.fileSizeName) },
                {
                  key: 'wh',
                  label: t('items.widthHeight'),
                  children: item.width ? `${item.width} x ${item.height ?? '-'}` : '-',
                },
              ]}
            />
            <ItemTextField
              label={t('items.title')}
              index={index}
              value={item.title}
              onChange={(title) => update({ title })}
            />
            <ItemTextField
              label={t('items.summary')}
              index={index}
              rows={3}
              value={item.description}
              onChange={(description) => update({ description })}
            />
            <ItemTextField
              label={t('items.link')}
              index={index}
              value={item.redirectUrl}
              onChange={(redirectUrl) => update({ redirectUrl })}
            />
          </Flex>
        </Flex>
      )}
      footer={
        <Button icon={<PlusOutlined />} onClick={() => void add()}>
          {t('items.addImage')}
        </Button>
      }
    />
  );
}

/** Image album: ordered pictures with title, summary and link; "Set Cover" fills the content cover. */
export function ImageAlbumBody({ pick, setCover }: BodyProps) {
  return (
    <Form.Item name="imageList" noStyle>
      <AlbumEditor pick={pick} setCover={setCover} />
    </Form.Item>
  );
}
