import {
  AppstoreOutlined,
  BarChartOutlined,
  BugOutlined,
  ClusterOutlined,
  CodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EditOutlined,
  FileTextOutlined,
  FormOutlined,
  GlobalOutlined,
  LinkOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The menu table names RuoYi SVG sprite icons (`system`, `peoples`, …). This maps the ones it uses to
 * antd icons; anything unknown falls back to a neutral icon so a new menu row never breaks the sidebar.
 */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  system: <SettingOutlined />,
  monitor: <MonitorOutlined />,
  tool: <ToolOutlined />,
  documentation: <FileTextOutlined />,
  example: <AppstoreOutlined />,
  peoples: <TeamOutlined />,
  user: <UserOutlined />,
  chart: <BarChartOutlined />,
  'tree-table': <ClusterOutlined />,
  tree: <ClusterOutlined />,
  post: <ProfileOutlined />,
  dict: <DatabaseOutlined />,
  edit: <EditOutlined />,
  message: <NotificationOutlined />,
  language: <GlobalOutlined />,
  'shield-user-line': <SafetyOutlined />,
  online: <UserOutlined />,
  job: <ScheduleOutlined />,
  list: <UnorderedListOutlined />,
  server: <MonitorOutlined />,
  redis: <DatabaseOutlined />,
  'redis-list': <DatabaseOutlined />,
  bug: <BugOutlined />,
  code: <CodeOutlined />,
  form: <FormOutlined />,
  input: <TagsOutlined />,
  link: <LinkOutlined />,
  chat: <MessageOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name || name === '#') return undefined;
  return ICONS[name] ?? <AppstoreOutlined />;
}
