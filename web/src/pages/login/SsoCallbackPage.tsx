import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { serverMessage } from './serverMessage';
import { ExternalLoginPanel, type ExternalLoginState } from './ExternalLoginPanel';
import { useExternalLoginFinish } from './useExternalLoginFinish';
import { useLoginFamilyApi } from './useLoginFamily';

/**
 * The OAuth2/OpenID Connect callback (/index/sso/callback, the redirect URI configured for the
 * SSO key): the state names the ssoKey (`ssoKey.handle`), whose configuration says which query
 * parameter carries the code (paramName, default code); the code and state go to
 * `POST /api/system/oauth2/login`, and the login continues as any other.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  const api = useLoginFamilyApi();
  const finish = useExternalLoginFinish();
  const location = useLocation();
  const [state, setState] = useState<ExternalLoginState>({ kind: 'working' });
  // A code is single use: the exchange must run once even when React runs effects twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const query = new URLSearchParams(location.search);
    const oauthState = query.get('state') ?? '';
    const ssoKey = oauthState.split('.')[0] ?? '';
    const fail = (message: string) => setState({ kind: 'failed', message });
    void (async () => {
      if (!ssoKey) return fail(query.get('error_description') ?? t('loginFamily.sso.noCode'));
      try {
        const config = await api.ssoConfig(ssoKey);
        const code = query.get(config.result?.oauth2?.paramName || 'code');
        if (!code) return fail(query.get('error_description') ?? query.get('error') ?? t('loginFamily.sso.noCode'));
        const envelope = await api.oauth2Login(code, oauthState, query.get('iss') ?? undefined);
        const next = envelope.result?.token ? finish(envelope.result) : { kind: 'failed' as const, message: envelope.message };
        if (next) setState(next);
      } catch (error) {
        fail(serverMessage(error) ?? '');
      }
      return undefined;
    })();
  }, [api, finish, location.search, t]);

  return <ExternalLoginPanel state={state} />;
}
