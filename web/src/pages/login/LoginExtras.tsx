import { LoginOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SsoEntry } from '../../api/loginFamilyApi';
import { readBootConfig } from '../../config/bootConfig';
import { notifier, toastDurations } from '../../http/notifier';
import { useSiteInfo } from '../../hooks/useSiteInfo';
import { serverMessage } from './serverMessage';
import { rememberLoginReturn } from './loginReturn';
import { useLoginFamilyApi } from './useLoginFamily';

export type LoginMethod = 'password' | 'phone';

/** The login page's switch between account/password and phone code (spec §2). */
export function LoginMethodSwitch({ value, onChange }: { value: LoginMethod; onChange(method: LoginMethod): void }) {
  const { t } = useTranslation();
  useLoginFamilyApi();
  return (
    <Segmented<LoginMethod>
      block
      value={value}
      onChange={onChange}
      style={{ marginBottom: 16 }}
      options={[
        { value: 'password', label: t('loginFamily.method.password') },
        { value: 'phone', label: t('loginFamily.method.phone') },
      ]}
      data-testid="login-method"
    />
  );
}

/**
 * Below the login form: register, forgot password and alteration (the first and last only while
 * the site allows registration), and the configured SSO entries.
 */
export function LoginLinks() {
  const { t } = useTranslation();
  const api = useLoginFamilyApi();
  const site = useSiteInfo();
  const location = useLocation();
  const [entries, setEntries] = useState<SsoEntry[]>([]);

  useEffect(() => {
    let isCurrent = true;
    // Quiet: without SSO entries the page simply offers none.
    void api.ssoEntries().then((envelope) => isCurrent && setEntries(Array.isArray(envelope.result) ? envelope.result : [])).catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [api]);

  const start = async (entry: SsoEntry) => {
    rememberLoginReturn(location.search);
    if (entry.type === 'cas') {
      // A browser navigation: the server answers with the redirect to the CAS login page.
      window.location.assign(`${readBootConfig().apiBaseUrl}/system/cas/login?ssoKey=${encodeURIComponent(entry.ssoKey)}`);
      return;
    }
    try {
      const envelope = await api.authorizeUrl(entry.ssoKey);
      const url = (envelope as { data?: unknown }).data ?? envelope.result;
      if (typeof url === 'string' && /^https?:\/\//.test(url)) window.location.assign(url);
      else throw new Error('no authorize url');
    } catch (error) {
      // Spec §8: a failed dynamic authorize url goes to the console; the user sees why too.
      console.error(error);
      notifier().toast('warning', serverMessage(error) ?? t('login.failed'), toastDurations.singleError);
    }
  };

  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 12 }}>
        {site && !site.disableRegister ? <Link to="/index/register">{t('loginFamily.link.register')}</Link> : <span />}
        <Link to="/index/forgot-password">{t('loginFamily.link.forgotPassword')}</Link>
        {site && !site.disableRegister && <Link to="/index/alteration">{t('loginFamily.link.alteration')}</Link>}
      </Flex>
      {entries.length > 0 && (
        <section aria-label={t('loginFamily.sso.title')} style={{ marginTop: 16 }} data-testid="sso-entries">
          <p style={{ margin: '0 0 8px', textAlign: 'center', opacity: 0.65 }}>{t('loginFamily.sso.title')}</p>
          <Flex vertical gap={8}>
            {entries.map((entry) => (
              <Button key={entry.ssoKey} icon={<LoginOutlined />} block onClick={() => void start(entry)}>
                {t('loginFamily.sso.loginWith', { name: entry.name })}
              </Button>
            ))}
          </Flex>
        </section>
      )}
    </>
  );
}
