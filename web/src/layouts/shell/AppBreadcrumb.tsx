import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSettings } from '../../app/ServicesContext';
import { findMenuChain, menuTitle } from '../../menus/menuNavigation';
import { portalPath, workbenchPath } from '../../routes/layoutChoice';
import { useShellMenu } from './ShellContext';

/** Home icon plus the titles of the menu chain (spec §2); hidden when breadCrumbShow is N, or a fixed text. */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { menu } = useShellMenu();
  const location = useLocation();
  const layout = useSettings((state) => state.theme.layout);
  const language = useSettings((state) => state.language);
  const secondLanguage = useSettings((state) => state.secondLanguage);
  if (layout.breadCrumbShow === 'N') return null;

  const home = { title: <Link to="/" aria-label={t('breadcrumb.home')}><HomeOutlined /></Link> };
  const ownTitle = location.pathname === workbenchPath ? t('workbench.title') : location.pathname === portalPath ? t('page.portal') : undefined;
  const chain = ownTitle ? [{ title: ownTitle }] : findMenuChain(menu, location.pathname).map((item) => ({ title: menuTitle(item, language, secondLanguage) }));
  const items = layout.breadCrumbText ? [home, { title: layout.breadCrumbText }] : [home, ...chain];
  return <Breadcrumb items={items} data-testid="breadcrumb" />;
}
