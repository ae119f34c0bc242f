import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Popover, Radio } from 'antd';
import { useState } from 'react';

import { useContentTypes } from '@/components/cms/content-types';
import { Hint } from '@/components/hint';
import { feedback } from '@/lib/feedback';

import type { ContentT } from '../i18n';

export interface AddContentButtonProps {
  catalogId: string | undefined;
  t: ContentT;
  /** Why adding is refused in this catalog (no Catalog:AddContent), if it is. */
  refused?: string;
  onAdd: (contentType: string) => void;
}

/** "Add": choose a content type (`GET /cms/catalog/getContentTypes`), then open the editor. */
export function AddContentButton({ catalogId, t, refused, onAdd }: AddContentButtonProps) {
  const { types } = useContentTypes();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string>();
  const type = picked ?? types[0]?.id;
  if (refused)
    return (
      <Hint title={refused}>
        <Button type="primary" ghost icon={<PlusOutlined />} disabled>
          {t('actions.add')}
        </Button>
      </Hint>
    );
  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        if (next && !catalogId) {
          feedback.warning(t('selectCatalogFirst'));
          return;
        }
        setOpen(next);
      }}
      content={
        <div style={{ width: 300 }}>
          <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
            {t('addPopover.contentType')}
          </Divider>
          <Radio.Group
            optionType="button"
            value={type}
            onChange={(e) => setPicked(String(e.target.value))}
            options={types.map((ct) => ({ value: ct.id, label: ct.name }))}
          />
          <div style={{ textAlign: 'right', marginTop: 12 }}>
            <Button
              type="primary"
              size="small"
              disabled={!type}
              onClick={() => {
                setOpen(false);
                if (type) onAdd(type);
              }}
            >
              {t('addPopover.ok')}
            </Button>
          </div>
        </div>
      }
    >
      <Button type="primary" ghost icon={<PlusOutlined />}>
        {t('actions.add')}
      </Button>
    </Popover>
  );
}
