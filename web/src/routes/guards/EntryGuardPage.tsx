import { Button, Flex, Result, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { createFreeLoginApi } from '../../api/freeLoginApi';
import { useServices, useSession } from '../../app/ServicesContext';
import { FullPageSpin } from '../../components/FullPageSpin';
import { HttpError } from '../../http/envelope';
import { DepartmentChoiceStep } from '../../pages/DepartmentChoiceStep';
import type { OpenedSession } from '../../stores/sessionTypes';
import { loginPath } from '../routePaths';
import { afterEntryTarget, entryGuards, planEntryGuard, type EntryGuardPath } from './entryGuardPlan';
import { ensureGuardTexts } from './guardTexts';

type GuardState = { kind: 'working' } | { kind: 'depart'; login: OpenedSession; target: string } | { kind: 'failed'; message: string };

/** The server's own words for a refusal (used, expired, forged token; locked account; IP refused). */
function refusalMessage(error: unknown): string {
  const message = error instanceof HttpError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * A guard page of spec §2 (/guard, /portalGuard, /xdoGuard, /gw3Guard, /medicineGuard,
 * /waizongfuGuard): a partner system's link logs the user in with its single-use credential
 * (spec §7 free-login calls) and the session is kept by the session store's `storeLogin`, as
 * after a password login; a user in several departments chooses one first (DepartmentChoiceStep
 * stores the session then). A refusal shows the server's message and the way back to login.
 */
export function EntryGuardPage({ path }: { path: EntryGuardPath }) {
  const services = useServices();
  ensureGuardTexts(services.i18n);
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const api = useMemo(() => createFreeLoginApi(services.http), [services.http]);
  const [state, setState] = useState<GuardState>({ kind: 'working' });
  // Entry tokens are single use: redeem once even when React runs effects twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const session = services.session.getState();
    const guard = entryGuards[path];
    const plan = planEntryGuard(guard, location.search, location.pathname + location.search, Boolean(session.token));
    if (plan.kind === 'redirect') {
      navigate(plan.to, { replace: true });
      return;
    }
    if (plan.kind === 'continue-with-role') {
      // Forgetting the loaded permissions makes the navigation guard load them for this role code.
      session.setRoleCode(plan.roleCode);
      session.setPermissions(undefined);
      navigate(plan.target, { replace: true });
      return;
    }
    void (async () => {
      try {
        const envelope = await api.freeLogin(guard.entry, plan.credential);
        if (!envelope.success || !envelope.result?.token) {
          setState({ kind: 'failed', message: envelope.message });
          return;
        }
        const login = envelope.result;
        const current = services.session.getState();
        // The partner's link says who enters and with what role: a previous visitor or role does not carry over.
        if (current.isVisitor) current.setVisitor(false);
        current.setRoleCode(plan.roleCode);
        const target = afterEntryTarget(login.userInfo.forceChangePass === 'Y', plan.target);
        if (login.multiDepart === 2) {
          setState({ kind: 'depart', login, target });
          return;
        }
        current.storeLogin(login);
        navigate(target, { replace: true });
      } catch (error) {
        setState({ kind: 'failed', message: refusalMessage(error) });
      }
    })();
  }, [api, location.pathname, location.search, navigate, path, services.session]);

  // The department step stores the session with the login's token; then the user goes on.
  useEffect(() => {
    if (state.kind === 'depart' && token === state.login.token) navigate(state.target, { replace: true });
  }, [navigate, state, token]);

  if (state.kind === 'failed') return <EntryRefused message={state.message} />;
  if (state.kind === 'depart') return <DepartmentPanel login={state.login} />;
  return <FullPageSpin tip={t('entryGuard.signingIn')} />;
}

function EntryRefused({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={t('entryGuard.failedTitle')}
      subTitle={message || t('entryGuard.failedDetail')}
      extra={
        <Button type="primary" onClick={() => navigate(loginPath, { replace: true })} data-testid="entry-guard-to-login">
          {t('entryGuard.toLogin')}
        </Button>
      }
      data-testid="entry-guard-failed"
    />
  );
}

function DepartmentPanel({ login }: { login: OpenedSession }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ padding: '10vh 16px' }}>
      <section style={{ width: '100%', maxWidth: 420, boxSizing: 'border-box', padding: 24, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }} data-testid="entry-guard-depart">
        <h2 style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 600, color: token.colorText }}>{t('entryGuard.chooseDepartment')}</h2>
        <DepartmentChoiceStep login={login} />
      </section>
    </Flex>
  );
}
