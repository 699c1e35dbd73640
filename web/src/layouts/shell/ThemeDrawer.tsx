import { CheckOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Form, Input, Radio, Segmented, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../app/ServicesContext';
import { isHexColor, primaryColorPresets, themePresets, type ThemeMode, type ThemePresetName } from '../../theme/themeSettings';

/** Theme and layout settings (spec §1, §9): primary colour, light/dark, presets, breadcrumb and tabs. */
export function ThemeDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useSettings((state) => state.theme);
  const setPrimaryColor = useSettings((state) => state.setPrimaryColor);
  const setThemeMode = useSettings((state) => state.setThemeMode);
  const applyPreset = useSettings((state) => state.applyPreset);
  const setLayout = useSettings((state) => state.setLayout);
  const [customColor, setCustomColor] = useState('');
  const isCustomInvalid = customColor !== '' && !isHexColor(customColor);

  return (
    <Drawer title={t('theme.title')} open={isOpen} onClose={onClose} size={340} data-testid="theme-drawer">
      <Form layout="vertical">
        <Form.Item label={t('theme.primaryColor')}>
          <Flex wrap gap={8}>
            {primaryColorPresets.map((color) => (
              <Button
                key={color}
                aria-label={color}
                data-testid={`primary-${color}`}
                onClick={() => setPrimaryColor(color)}
                style={{ background: color, width: 28, minWidth: 28, height: 28, padding: 0, borderColor: color }}
                icon={theme.primaryColor.toLowerCase() === color.toLowerCase() ? <CheckOutlined style={{ color: '#fff' }} /> : undefined}
              />
            ))}
          </Flex>
        </Form.Item>
        <Form.Item label={t('theme.customColor')} validateStatus={isCustomInvalid ? 'error' : undefined} help={isCustomInvalid ? t('theme.invalidHex') : undefined}>
          <Input
            placeholder="#1890FF"
            value={customColor}
            maxLength={7}
            onChange={(event) => setCustomColor(event.target.value.trim())}
            onPressEnter={() => setPrimaryColor(customColor)}
            onBlur={() => setPrimaryColor(customColor)}
            data-testid="custom-color"
          />
        </Form.Item>
        <Form.Item label={t('theme.mode')}>
          <Segmented<ThemeMode>
            value={theme.mode}
            onChange={setThemeMode}
            options={[
              { value: 'light', label: t('theme.light') },
              { value: 'dark', label: <span data-testid="mode-dark">{t('theme.dark')}</span> },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('theme.preset')}>
          <Radio.Group value={theme.preset} onChange={(event) => applyPreset(event.target.value as ThemePresetName)}>
            {(Object.keys(themePresets) as ThemePresetName[]).map((name) => (
              <Radio.Button key={name} value={name} data-testid={`preset-${name}`}>
                {t(`theme.preset.${name}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('theme.breadcrumb')}>
          <Switch checked={theme.layout.breadCrumbShow === 'Y'} onChange={(isOn) => setLayout({ breadCrumbShow: isOn ? 'Y' : 'N' })} />
        </Form.Item>
        <Form.Item label={t('theme.tabs')}>
          <Switch checked={theme.layout.isTabsShown} onChange={(isOn) => setLayout({ isTabsShown: isOn })} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
