import { kindRuntimes } from '@wharf/renderer';
import type { PortalDefinition } from '@wharf/schemas';
import { Button, Empty, Result, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPortalApi, type PortalAnswer } from '../../api/portalApi';
import { useServices } from '../../app/ServicesContext';
import { ensurePortalTexts } from './portalTexts';
import { usePortalServices } from './usePortalServices';

type Loaded = { status: 'loading' } | { status: 'ready'; answer: PortalAnswer } | { status: 'failed'; message: string };

const Portal = kindRuntimes.portal.Component;

/**
 * The caller's portal (`GET /api/eform/portal/mine`): the base for their roles or the default, with
 * their roles' overrides, drawn by the renderer's portal runtime. A tenant or user without a portal
 * sees a plain note, not an error.
 */
export function PortalPage() {
  const { t, i18n } = useTranslation();
  ensurePortalTexts(i18n);
  const services = useServices();
  const api = useMemo(() => createPortalApi(services.http), [services.http]);
  const portalServices = usePortalServices();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    api.mine().then(
      (answer) => setLoaded({ status: 'ready', answer }),
      (error: unknown) => setLoaded({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [api]);
  useEffect(load, [load]);

  if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} data-testid="portal-loading" />;
  if (loaded.status === 'failed') {
    return <Result status="warning" title={t('portalPage.loadFailed')} subTitle={loaded.message} extra={<Button onClick={load}>{t('portalPage.retry')}</Button>} data-testid="portal-failed" />;
  }
  const { portal, needs } = loaded.answer;
  if (!portal) return <Empty description={<><div>{t('portalPage.none')}</div><div>{t('portalPage.noneHint')}</div></>} data-testid="portal-none" style={{ margin: '48px auto' }} />;
  // The answer is the stored portal body with its widgets resolved (the result schema lists the fields the web reads).
  return <Portal portal={portal as PortalDefinition} needs={needs} services={portalServices} />;
}
