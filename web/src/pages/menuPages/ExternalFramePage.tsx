import { fillRedirectUrl, redirectContextFromUser, type RedirectUserInfo } from '@wharf/engine';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/ServicesContext';
import type { MenuPageProps } from '../../menus/menuPageRegistry';

/** The external-page frame kind: the menu url, placeholders filled, in an iframe. */
export function ExternalFramePage({ item, resolved }: MenuPageProps) {
  const { t } = useTranslation();
  const userInfo = useSession((state) => state.userInfo);
  const token = useSession((state) => state.token);
  const url = fillRedirectUrl(resolved.url ?? item.meta.url ?? '', redirectContextFromUser((userInfo ?? {}) as RedirectUserInfo, token));
  if (!url) return <p>{t('menu.unknownComponent', { component: item.component })}</p>;
  return <iframe title={item.meta.title} src={url} style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0 }} data-testid="external-frame" />;
}
