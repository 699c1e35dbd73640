import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { languageTags } from '../i18n/languages';
import { buildAntdTheme } from '../theme/antdTheme';
import { hasStaticAntdStyles, loadStaticAntdStyles } from '../theme/staticAntdStyles';
import { loadAntdLocale } from './antdLocale';
import { onToastWaiting } from '../http/notifier';
import { useSession, useSettings } from './ServicesContext';

// antd's message and notification code loads after login, or with the first toast before it; toasts
// raised meanwhile wait in the notifier port (http/notifier.ts).
const NotifierBridge = lazy(() => import('./NotifierBridge').then((module) => ({ default: module.NotifierBridge })));

/** antd's ConfigProvider fed from the settings store: theme tokens, dark algorithm, locale, toast offsets. */
export function ThemedApp({ children }: { children: ReactNode }) {
  const theme = useSettings((state) => state.theme);
  const language = useSettings((state) => state.language);
  // Never undefined: antd wraps the tree in a LocaleProvider only when a locale is given, so going
  // from none to one would remount the whole app and wipe whatever the user had typed meanwhile.
  const [locale, setLocale] = useState<Locale>(() => ({ locale: languageTags[language] }));
  const hasSession = useSession((state) => Boolean(state.token));
  // antd's static style sheet comes after login (theme/staticAntdStyles.ts); once it is in, components
  // mounted from then on skip antd's runtime style generation (zeroRuntime).
  const [hasStaticStyles, setStaticStyles] = useState(hasStaticAntdStyles);
  useEffect(() => {
    if (!hasSession || hasStaticStyles) return;
    let isCurrent = true;
    loadStaticAntdStyles().then(
      () => isCurrent && setStaticStyles(true),
      (error: unknown) => console.error('[theme/static-styles-not-loaded]', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [hasSession, hasStaticStyles]);
  const antdTheme = useMemo(() => ({ ...buildAntdTheme(theme), zeroRuntime: hasStaticStyles }), [theme, hasStaticStyles]);
  // Once wanted, the toast code stays mounted: a session that ends (a 401, a logout) must not take away
  // the toast that says why while it is still on screen.
  const [isToastCodeWanted, setToastCodeWanted] = useState(false);
  useEffect(() => onToastWaiting(() => setToastCodeWanted(true)), []);
  useEffect(() => {
    if (hasSession) setToastCodeWanted(true);
  }, [hasSession]);

  useEffect(() => {
    let isCurrent = true;
    void loadAntdLocale(language).then((loaded) => {
      if (isCurrent) setLocale(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);

  return (
    // autoInsertSpace off: antd would write '登录' as '登 录' in buttons.
    <ConfigProvider theme={antdTheme} locale={locale} button={{ autoInsertSpace: false }}>
      <div style={{ minHeight: '100vh' }} data-theme-mode={theme.mode}>
        {(hasSession || isToastCodeWanted) && (
          <Suspense fallback={null}>
            <NotifierBridge />
          </Suspense>
        )}
        {children}
      </div>
    </ConfigProvider>
  );
}
