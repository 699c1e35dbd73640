import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../app/ServicesContext';
import { appLanguages, isAppLanguage } from '../i18n/languages';

/**
 * Primary language and the optional second display language ('main|second' titles). Compact (a phone's
 * header) shows only the icon, its name still saying the languages: the names beside it pushed the
 * operator's header past 375 px.
 */
export function LanguageSwitcher({ isSecondShown = true, isCompact = false }: { isSecondShown?: boolean; isCompact?: boolean }) {
  const { t } = useTranslation();
  const language = useSettings((state) => state.language);
  const secondLanguage = useSettings((state) => state.secondLanguage);
  const setLanguage = useSettings((state) => state.setLanguage);
  const setSecondLanguage = useSettings((state) => state.setSecondLanguage);

  const items: MenuProps['items'] = [
    { type: 'group', key: 'main', label: t('language.label'), children: appLanguages.map((lang) => ({ key: `main:${lang}`, label: t(`language.${lang}`) })) },
    ...(isSecondShown
      ? [
          {
            type: 'group' as const,
            key: 'second',
            label: t('language.second'),
            children: [{ key: 'second:', label: t('language.none') }, ...appLanguages.filter((lang) => lang !== language).map((lang) => ({ key: `second:${lang}`, label: t(`language.${lang}`) }))],
          },
        ]
      : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [group, value] = key.split(':');
    if (group === 'main' && isAppLanguage(value)) setLanguage(value);
    if (group === 'second') setSecondLanguage(isAppLanguage(value) ? value : '');
  };
  const selectedKeys = [`main:${language}`, `second:${secondLanguage}`];
  const shown = `${t(`language.${language}`)}${secondLanguage ? ` | ${t(`language.${secondLanguage}`)}` : ''}`;

  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys }} trigger={['click']}>
      {/* The name holds the languages it shows (axe: label-content-name-mismatch). */}
      <Button type="text" icon={<TranslationOutlined />} aria-label={`${t('language.label')}: ${shown}`} data-testid="language-switcher">
        {isCompact ? null : shown}
      </Button>
    </Dropdown>
  );
}
