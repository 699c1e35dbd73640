import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoginLanguagePicker } from '../components/LoginLanguagePicker';
import { useSiteInfo } from '../hooks/useSiteInfo';

/** The wrapper of login and registration (spec §2 "User layout"): logo, background, language. */
export function UserLayout() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const backgroundImage = site?.image.loginBackground;
  return (
    <Flex
      vertical
      style={{
        minHeight: '100vh',
        // The site's login background when it has one; blue is the spec's fallback.
        background: backgroundImage ? `center / cover no-repeat url("${encodeURI(backgroundImage)}")` : 'linear-gradient(135deg, #1d5fd6 0%, #1890ff 55%, #5cb3ff 100%)',
      }}
    >
      <Flex justify="flex-end" style={{ padding: 12 }}>
        <LoginLanguagePicker />
      </Flex>
      <Flex vertical align="center" justify="center" style={{ flex: 1, padding: 16 }}>
        <img src="/favicon.svg" alt="" width={48} height={48} />
        {/* Plain elements: antd's Typography would add its copy/edit/ellipsis machinery to the login chunk. */}
        <h1 style={{ color: '#fff', margin: '12px 0 4px', textAlign: 'center', fontSize: 28, fontWeight: 600 }}>{t('app.name')}</h1>
        <p style={{ color: 'rgba(255,255,255,0.85)', margin: '0 0 24px', textAlign: 'center' }}>{t('app.tagline')}</p>
        <Outlet />
      </Flex>
    </Flex>
  );
}
