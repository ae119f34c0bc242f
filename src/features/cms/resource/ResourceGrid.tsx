import { Card, Checkbox, Empty, Space, Spin, Typography } from 'antd';

import { type CmsResource, versionedResourceSrc } from '@/api/cms/resource';
import { ResourceThumb } from '@/components/cms/resource-picker';
import { Hint } from '@/components/hint';
import type { ListAction, ListController } from '@/components/list';

interface Props {
  ctl: ListController<CmsResource>;
  rowActions: ListAction<CmsResource>[];
  run: (action: ListAction<CmsResource>, row: CmsResource) => void;
}

/** The library as thumbnails: a card per resource with its selection box and row actions. */
export function ResourceGrid({ ctl, rowActions, run }: Props) {
  const { dataSource, loading } = ctl.getTableProps();
  const list = (dataSource ?? []) as CmsResource[];
  const selected = new Set(ctl.selection.keys.map(String));
  const toggle = (row: CmsResource, on: boolean) =>
    ctl.selection.set(
      on ? [...ctl.selection.rows, row] : ctl.selection.rows.filter((r) => r.resourceId !== row.resourceId),
    );
  return (
    <Spin spinning={Boolean(loading)}>
      {list.length === 0 && !loading ? <Empty /> : null}
      <div
        data-testid="resource-grid"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 }}
      >
        {list.map((row) => (
          <Card
            key={row.resourceId}
            size="small"
            data-resource-id={row.resourceId}
            cover={
              <ResourceThumb
                name={`${row.name}.${row.suffix ?? ''}`}
                src={versionedResourceSrc(row)}
                size={180}
              />
            }
            actions={rowActions
              .filter((a) => !a.hidden?.(row))
              .map((a) => (
                <Hint key={a.key} title={a.label}>
                  <span role="button" aria-label={String(a.label)} onClick={() => run(a, row)}>
                    {a.icon}
                  </span>
                </Hint>
              ))}
          >
            <Space>
              <Checkbox
                checked={selected.has(row.resourceId)}
                onChange={(e) => toggle(row, e.target.checked)}
                aria-label={row.name}
              />
              <Typography.Text ellipsis={{ tooltip: row.name }} style={{ maxWidth: 130 }}>
                {row.name}
              </Typography.Text>
            </Space>
          </Card>
        ))}
      </div>
    </Spin>
  );
}
