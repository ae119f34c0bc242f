import { Button, Flex, Space } from 'antd';
import { useState, type ReactNode } from 'react';

import { useListMutation } from '@/components/list';

import { permissionI18n } from './i18n';
import { normalize, toggleAll, type IdKey } from './priv-grid';
import { PrivGrid } from './PrivGrid';
import { permissionKeys } from './queries';
import type { PrivItemOption, PrivRow } from './types';

interface PrivTabProps {
  /** As loaded; the tab edits a copy until Save. Remount (key) to start over from new data. */
  rows: PrivRow[];
  items: PrivItemOption[];
  idKey: IdKey;
  nameTitle: string;
  tree?: boolean;
  save: (rows: PrivRow[]) => Promise<unknown>;
  /** Before the buttons (the site select of the catalog and page-widget tabs). */
  extra?: ReactNode;
}

/** Toolbar (Save, Check All ↔ Inverse) and grid of one CMS permission tab. */
export function PrivTab({ rows, items, idKey, nameTitle, tree, save, extra }: PrivTabProps) {
  const t = permissionI18n.useT();
  const [edited, setEdited] = useState(() => normalize(rows, items));
  const [allChecked, setAllChecked] = useState(false);
  const saving = useListMutation({
    mutationFn: save,
    invalidate: permissionKeys.extra('perms'),
    success: { text: t('perms.saved') },
  });
  const ids = items.map((i) => i.id);
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        {extra}
        <Space>
          <Button
            type="primary"
            loading={saving.isPending}
            onClick={() => void saving.mutateAsync(edited).catch(() => undefined)}
          >
            {t('perms.save')}
          </Button>
          <Button
            onClick={() => {
              setEdited(toggleAll(edited, ids, !allChecked));
              setAllChecked(!allChecked);
            }}
          >
            {t(allChecked ? 'perms.uncheckAll' : 'perms.checkAll')}
          </Button>
        </Space>
      </Flex>
      <PrivGrid
        rows={edited}
        items={items}
        idKey={idKey}
        nameTitle={nameTitle}
        tree={tree}
        onChange={setEdited}
      />
    </>
  );
}
