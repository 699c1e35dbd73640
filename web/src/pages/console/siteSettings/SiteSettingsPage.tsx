import { Button, Card, Form, Input, Radio, Spin, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useReferenceHttp } from '../../messages/useReferenceHttp';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { ImageField } from './ImageField';
import { createPlatformSettingsApi, maxInlineImageKb, siteImageKeys, type LoginSliderMode, type SiteSettings } from './siteSettingsApi';

type SiteFormValues = { name: string; domains: string; image: SiteSettings['image']; disableRegister: boolean; loginSlider?: LoginSliderMode };

/**
 * The site-settings page (`system/SiteSettings`, platform operator only): the name, domains,
 * images and registration switch that the login and registration screens show (spec §3), and the
 * login slider where the server has that setting.
 */
export function SiteSettingsPage(_props: MenuPageProps) {
  const http = useReferenceHttp();
  const api = useMemo(() => createPlatformSettingsApi(http), [http]);
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<SiteFormValues>();
  const [loaded, setLoaded] = useState<SiteSettings>();

  useEffect(() => {
    api.siteSettings().then(setLoaded, () => undefined);
  }, [api]);

  const save = async () => {
    const values = await form.validateFields();
    const settings: SiteSettings = {
      name: values.name,
      domainList: values.domains.split(/\s+/).filter(Boolean),
      image: Object.fromEntries(siteImageKeys.filter((key) => values.image?.[key]).map((key) => [key, values.image[key]])),
      disableRegister: values.disableRegister,
      ...(loaded?.loginSlider !== undefined && values.loginSlider ? { loginSlider: values.loginSlider } : {}),
    };
    await run(async () => {
      try {
        setLoaded(await api.saveSiteSettings(settings));
      } catch (error) {
        // Domain issues come per line (`/body/domainList/N`); they all belong to the one text box.
        showServerIssues(form, error, (segments) => (segments[0] === 'domainList' ? ['domains'] : segments));
        throw error;
      }
    });
  };

  if (!loaded) return <Spin />;
  const initial: SiteFormValues = { name: loaded.name, domains: loaded.domainList.join('\n'), image: loaded.image, disableRegister: loaded.disableRegister, ...(loaded.loginSlider ? { loginSlider: loaded.loginSlider } : {}) };
  return (
    <Card data-testid="console-site-settings" style={{ maxWidth: 720 }}>
      <Form<SiteFormValues> form={form} name="siteSettings" layout="vertical" initialValues={initial}>
        <Form.Item name="name" label={t('reference.site.name')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="domains" label={t('reference.site.domainList')} extra={t('reference.site.domainHint')}><Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} /></Form.Item>
        {siteImageKeys.map((key) => (
          <Form.Item key={key} name={['image', key]} label={t(`reference.site.image.${key}`)} extra={t('reference.site.imageHint', { kb: maxInlineImageKb })}>
            <ImageField testId={`site-image-${key}`} />
          </Form.Item>
        ))}
        <Form.Item name="disableRegister" label={t('reference.site.disableRegister')} valuePropName="checked"><Switch /></Form.Item>
        {loaded.loginSlider !== undefined && (
          <Form.Item name="loginSlider" label={t('reference.site.loginSlider')}>
            <Radio.Group options={(['off', 'afterFailure', 'always'] as const).map((mode) => ({ value: mode, label: t(`reference.site.slider.${mode}`) }))} />
          </Form.Item>
        )}
        <Button type="primary" onClick={() => void save().catch(() => undefined)} data-testid="save-site-settings">{t('reference.site.save')}</Button>
      </Form>
    </Card>
  );
}
