import { Alert, Form } from 'antd';
import { useMemo } from 'react';

import {
  levelConfigApi,
  type LevelConfigBody,
  levelConfigKeys,
  type MemberLevelConfig,
} from '@/api/member/level-config';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions } from '@/components/list';
import { LevelTypeSelect } from '@/components/member';

import { levelColumns } from './columns';
import { levelI18n } from './i18n';
import { levelIssues } from './level-checks';
import { LevelFormDialog } from './LevelFormDialog';
import { useAllLevels, useLevelMutations } from './queries';

const access = { perm: 'member:level:view' };

/** Member level configs (`member/levelConfig`, menu 2062), with each type's ladder checked. */
export default function LevelPage() {
  const t = levelI18n.useT();
  const list = useListQuery({
    queryKey: levelConfigKeys.list,
    queryFn: levelConfigApi.list,
    filters: { levelType: 'text' },
  });
  const all = useAllLevels();
  const issues = useMemo(() => levelIssues(all.data ?? []), [all.data]);
  const { save, remove } = useLevelMutations();
  const dialog = useFormDialog<LevelConfigBody, MemberLevelConfig>({
    defaults: { nextNeedExp: 0 },
    load: (row) => levelConfigApi.get(row.configId),
    submit: (body, { mode }) => save.mutateAsync({ body, mode }),
  });
  const std = useStandardActions<MemberLevelConfig>();
  const edit = std.edit({ access, run: dialog.openEdit });
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.configId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  return (
    <ListPage
      data-testid="member-level-page"
      list={list}
      rowKey="configId"
      columns={levelColumns(t, issues)}
      search={
        <Form.Item name="levelType" label={t('levelType')}>
          <LevelTypeSelect aria-label={t('levelType')} />
        </Form.Item>
      }
      actions={[std.add({ access, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
      toolbarExtra={
        issues.size > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('issues', { count: issues.size })}
            data-testid="level-issues"
          />
        )
      }
    >
      <LevelFormDialog controller={dialog} />
    </ListPage>
  );
}
