import { kindRuntimes } from '@wharf/renderer';
import type { PortalDefinition } from '@wharf/schemas';
import { Card } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPortalApi } from '../../api/portalApi';
import { useServices } from '../../app/ServicesContext';
import { ensurePortalTexts } from '../portal/portalTexts';
import { usePortalServices } from '../portal/usePortalServices';
import { portalReportCards } from './portalReportLayout';

const Portal = kindRuntimes.portal.Component;

/**
 * The workbench's report cards: the report widgets of the caller's portal (`GET /api/eform/portal/mine`),
 * loaded in one batched request by the portal runtime. Nothing shows when the caller's portal has no
 * report widget, or when the portal cannot be read (quietly: the workbench stays usable).
 */
export function PortalReportsCard() {
  const { t, i18n } = useTranslation();
  ensurePortalTexts(i18n);
  const { http } = useServices();
  const api = useMemo(() => createPortalApi(http), [http]);
  const services = usePortalServices();
  const [cards, setCards] = useState<PortalDefinition>();
  useEffect(() => {
    let isCurrent = true;
    // The answer is the stored portal body with its widgets resolved.
    api.mine({ isQuiet: true }).then((answer) => isCurrent && setCards(portalReportCards(answer.portal as PortalDefinition | null)), () => undefined);
    return () => {
      isCurrent = false;
    };
  }, [api]);
  if (!cards) return null;
  return (
    <Card title={t('portalPage.portalCharts')} data-testid="workbench-reports">
      <Portal portal={cards} services={services} />
    </Card>
  );
}
