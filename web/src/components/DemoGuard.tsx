import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../http/notifier';
import { useSiteInfo } from '../hooks/useSiteInfo';

interface DemoGuardProps {
  children: ReactNode;
}

/**
 * The demo-mode directive (spec §6): on an experience site (the server's `isDemoMode`, from
 * `WHARF_DEMO_MODE`) the write controls inside are marked (dimmed, a "not-allowed" cursor and the
 * reason as their title) and a click on them is stopped before it reaches them, with the warning
 * "disabled in experience environment" (spec §8). Elsewhere it renders its children as they are.
 * The server refuses the same writes, so a control this does not wrap still cannot write.
 */
export function DemoGuard({ children }: DemoGuardProps) {
  const { t } = useTranslation();
  const isDemoMode = useSiteInfo()?.isDemoMode === true;
  if (!isDemoMode) return <>{children}</>;
  const block = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    notifier().toast('warning', t('demo.disabled'));
  };
  return (
    <span className="wharf-demo-disabled" data-demo-mode="blocked" title={t('demo.disabled')} style={{ display: 'inline-block', cursor: 'not-allowed', opacity: 0.6 }} onClickCapture={block}>
      {children}
    </span>
  );
}
