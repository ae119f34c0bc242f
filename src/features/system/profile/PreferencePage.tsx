import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Select, Skeleton, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';

import { statApi, statKeys, type StatMenuNode } from '@/api/stat/stat';
import { menuApi, menuKeys, type MenuTreeNode } from '@/api/system/menu';
import { preferenceApi, userKeys, type Preferences } from '@/api/system/user';
import { feedback } from '@/lib/feedback';

import { profileI18n } from './i18n';

interface TreeOption {
  value: string;
  title: string;
  disabled?: boolean;
  selectable?: boolean;
  children?: TreeOption[];
}

/** Directories (type M) cannot be shortcuts: only screens can. */
function menuOptions(nodes: readonly MenuTreeNode[]): TreeOption[] {
  return nodes.map((n) => ({
    value: String(n.id),
    title: n.label,
    disabled: n.props?.type === 'M',
    children: n.children ? menuOptions(n.children) : undefined,
  }));
}

/** Statistics groups only organise the menus; a menu is what can be picked. */
function statOptions(nodes: readonly StatMenuNode[]): TreeOption[] {
  return nodes.map((n) => ({
    value: String(n.id),
    title: n.label,
    selectable: !n.children || n.children.length === 0,
    children: n.children ? statOptions(n.children) : undefined,
  }));
}

const SWITCHES = ['ShowContentSubTitle', 'IncludeChildContent', 'OpenContentEditorW'] as const;
/** What a preference reads as when the user never saved it (the backend's defaults). */
const DEFAULTS: Preferences = {
  Shortcut: [],
  StatIndex: '',
  ShowContentSubTitle: 'N',
  IncludeChildContent: 'N',
  OpenContentEditorW: 'N',
  CatalogTreeExpandMode: '',
};

/** User preference (`/user/preference`): Home shortcuts, default statistics menu, content-list switches. */
export default function PreferencePage() {
  const t = profileI18n.useT();
  const [form] = Form.useForm<Preferences>();
  const prefs = useQuery({ queryKey: userKeys.extra('preferences'), queryFn: preferenceApi.get });
  const menus = useQuery({ queryKey: menuKeys.extra('userTree'), queryFn: menuApi.userTreeSelect });
  const stats = useQuery({ queryKey: statKeys.extra('menuOptions'), queryFn: statApi.menuOptions });
  const menuTree = useMemo(() => menuOptions(menus.data ?? []), [menus.data]);
  const statTree = useMemo(() => statOptions(stats.data ?? []), [stats.data]);
  const save = useMutation({
    mutationFn: (values: Preferences) => preferenceApi.save(values),
    onSuccess: () => feedback.success(t('preference.saved')),
  });

  if (prefs.isPending) return <Skeleton active />;
  const initial: Preferences = { ...DEFAULTS, ...prefs.data };
  initial.Shortcut = Array.isArray(initial.Shortcut) ? initial.Shortcut.map(String) : [];
  // An empty choice shows as the placeholder, not as an empty selected value.
  initial.StatIndex = initial.StatIndex || undefined;
  initial.CatalogTreeExpandMode = initial.CatalogTreeExpandMode || undefined;

  return (
    <Card data-testid="preference-page">
      <Form<Preferences>
        form={form}
        labelCol={{ flex: '240px' }}
        labelWrap
        initialValues={initial}
        onFinish={(values) =>
          save.mutate({
            ...DEFAULTS,
            ...values,
            StatIndex: values.StatIndex ?? '',
            CatalogTreeExpandMode: values.CatalogTreeExpandMode ?? '',
          })
        }
        style={{ maxWidth: 760 }}
      >
        <Form.Item name="Shortcut" label={t('preference.Shortcut')}>
          <TreeSelect
            treeData={menuTree}
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_CHILD}
            treeNodeFilterProp="title"
            allowClear
            loading={menus.isPending}
            maxTagCount="responsive"
          />
        </Form.Item>
        <Form.Item name="StatIndex" label={t('preference.StatIndex')}>
          <TreeSelect treeData={statTree} treeDefaultExpandAll allowClear loading={stats.isPending} />
        </Form.Item>
        {SWITCHES.map((key) => (
          <Form.Item
            key={key}
            name={key}
            label={t(`preference.${key}`)}
            valuePropName="checked"
            getValueProps={(value: unknown) => ({ checked: value === 'Y' })}
            normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
          >
            <Switch />
          </Form.Item>
        ))}
        <Form.Item name="CatalogTreeExpandMode" label={t('preference.CatalogTreeExpandMode')}>
          <Select
            allowClear
            options={[{ value: 'accordion', label: t('preference.accordion') }]}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('preference.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
