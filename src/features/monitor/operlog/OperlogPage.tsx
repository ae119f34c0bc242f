import { ClearOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { operlogApi, operlogKeys, type SysOperLog } from '@/api/monitor/operlog';
import { DateRangePicker } from '@/components/date';
import { ListPage, useListQuery, useStandardActions, type ListAction } from '@/components/list';
import { useTagsView } from '@/stores/tags-view';

import { operlogColumns } from './columns';
import { operlogI18n } from './i18n';
import { OperlogDetailDialog } from './OperlogDetailDialog';
import { useOperlogMutations } from './queries';

// Every call of SysOperlogController needs this key (menu 2049 itself has none).
const access = { perm: 'monitor:logs:view' };

/** Operation log (`monitor/logs/operation`, hidden menu 2049, route /monitor/logs/operation). */
export default function OperlogPage() {
  const t = operlogI18n.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [detail, setDetail] = useState<SysOperLog>();
  const list = useListQuery({
    queryKey: operlogKeys.list,
    queryFn: operlogApi.list,
    // The backend filters on these only (businessType binds but is ignored).
    filters: { title: 'text', operName: 'text', responseCode: 'text', operTime: 'dateRange' },
  });
  const { remove, clean } = useOperlogMutations();
  const std = useStandardActions<SysOperLog>();
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.operId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const cleanAll: ListAction<SysOperLog> = {
    key: 'clean',
    label: t('clean'),
    icon: <ClearOutlined />,
    danger: true,
    access,
    confirm: t('cleanConfirm'),
    run: () => clean.mutateAsync(),
  };
  const close: ListAction<SysOperLog> = {
    key: 'close',
    label: t('close'),
    icon: <CloseOutlined />,
    // V1.5.5 "Close": back to the logs hub, dropping this page's tab (after leaving it, so the shell
    // does not re-open it for the current location).
    run: () => {
      navigate('/monitor/logs');
      useTagsView.getState().closeView(pathname);
    },
  };
  const view: ListAction<SysOperLog> = {
    key: 'detail',
    label: t('detail'),
    icon: <EyeOutlined />,
    run: ([row]) => setDetail(row),
  };
  return (
    <ListPage
      data-testid="operlog-page"
      list={list}
      rowKey="operId"
      columns={operlogColumns(t)}
      search={
        <>
          <Form.Item name="title" label={t('title')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="operName" label={t('operName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="responseCode" label={t('responseCode')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="operTime" label={t('operTime')}>
            <DateRangePicker />
          </Form.Item>
        </>
      }
      actions={[
        del,
        cleanAll,
        std.export({ access, url: operlogApi.listUrl, params: () => list.params, fileName: 'operlog' }),
        close,
      ]}
      rowActions={[view]}
    >
      <OperlogDetailDialog log={detail} onClose={() => setDetail(undefined)} />
    </ListPage>
  );
}
