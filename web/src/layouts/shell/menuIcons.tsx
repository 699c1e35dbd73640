import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CloudOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  MenuOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// Only these icons are bundled (the full icon set would weigh more than the rest of the console).
const icons: Record<string, ReactNode> = {
  apartment: <ApartmentOutlined />,
  appstore: <AppstoreOutlined />,
  'bar-chart': <BarChartOutlined />,
  bell: <BellOutlined />,
  book: <BookOutlined />,
  cloud: <CloudOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  file: <FileTextOutlined />,
  form: <FormOutlined />,
  home: <HomeOutlined />,
  menu: <MenuOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  table: <TableOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
};

/** The icon for a menu's `meta.icon` ('setting', 'SettingOutlined', 'icon-setting'…); appstore when unknown. */
export function menuIcon(name: string | undefined): ReactNode {
  const key = (name ?? '')
    .replace(/^icon-/, '')
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return icons[key] ?? icons.appstore;
}
