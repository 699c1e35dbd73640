import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { casTicketLogin } from '../../api/loginFamilyApi';
import { readBootConfig } from '../../config/bootConfig';
import { ExternalLoginPanel, type ExternalLoginState } from './ExternalLoginPanel';
import { useExternalLoginFinish } from './useExternalLoginFinish';
import { useLoginFamilyApi } from './useLoginFamily';

/** The service URL the ticket was issued for: this page's URL without the ticket. */
export function casServiceUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('ticket');
  url.hash = '';
  return url.href;
}

/**
 * Where CAS sends the browser back (/index/sso/cas?ssoKey=…, the service URL configured for the
 * key, spec §4 CAS): with a ticket, `GET /api/system/cas/login` validates it and the login
 * continues as any other; without one, the browser goes to CAS. A refused ticket shows the
 * failure with a way to try CAS again and the way back to login.
 */
export function CasReturnPage() {
  const { t, i18n } = useTranslation();
  useLoginFamilyApi();
  const finish = useExternalLoginFinish();
  const location = useLocation();
  const [state, setState] = useState<ExternalLoginState>({ kind: 'working' });
  // A ticket is single use: validate it once even when React runs effects twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const query = new URLSearchParams(location.search);
    const ssoKey = query.get('ssoKey') ?? '';
    const ticket = query.get('ticket') ?? '';
    const apiBaseUrl = readBootConfig().apiBaseUrl;
    if (!ssoKey) {
      setState({ kind: 'failed', message: t('loginFamily.sso.noTicket') });
      return;
    }
    if (!ticket) {
      window.location.assign(`${apiBaseUrl}/system/cas/login?ssoKey=${encodeURIComponent(ssoKey)}`);
      return;
    }
    void casTicketLogin(apiBaseUrl, { ssoKey, ticket, service: casServiceUrl(window.location.href), lang: i18n.language }).then((answer) => {
      if (answer.kind === 'login') {
        const next = finish(answer.result);
        if (next) setState(next);
        return;
      }
      const retry = answer.redirectUrl ? <Button onClick={() => window.location.assign(answer.redirectUrl!)}>{t('loginFamily.sso.retry')}</Button> : undefined;
      setState({ kind: 'failed', message: answer.message, retry });
    });
  }, [finish, i18n.language, location.search, t]);

  return <ExternalLoginPanel state={state} />;
}
