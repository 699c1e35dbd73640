import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../app/ServicesContext';
import { appLanguages } from '../i18n/languages';

/**
 * The language choice of the login page: four plain buttons. (The header's dropdown would bring
 * antd's menu and popup code into the login chunk.)
 */
export function LoginLanguagePicker() {
  const { t } = useTranslation();
  const language = useSettings((state) => state.language);
  const setLanguage = useSettings((state) => state.setLanguage);
  return (
    <Flex gap={4} wrap role="group" aria-label={t('language.label')}>
      {appLanguages.map((lang) => (
        <Button
          key={lang}
          size="small"
          type={lang === language ? 'default' : 'text'}
          style={lang === language ? undefined : { color: '#fff' }}
          aria-pressed={lang === language}
          onClick={() => setLanguage(lang)}
          data-testid={`login-language-${lang}`}
        >
          {t(`language.${lang}`)}
        </Button>
      ))}
    </Flex>
  );
}
