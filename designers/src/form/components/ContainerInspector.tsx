import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addTab, retitleContainer, retitleTab, removeTab } from '../model/formEdits';
import { findContainer } from '../model/layoutAreas';
import { useDesigner, useDesignerContext } from './designerContext';
import { PlacementControl } from './PlacementControl';
import { SectionTitle } from '../../shared/headings/SectionTitle';

/** A group's title, or a tab set's tabs (add, rename, remove; a removed tab's content moves to the first tab). */
export function ContainerInspector({ containerKey }: { containerKey: string }) {
  const { t } = useTranslation();
  const { store, readOnly } = useDesignerContext();
  const box = useDesigner((state) => findContainer(state.definition.layout?.[state.device], containerKey));
  if (!box) return null;
  const apply = store.getState().apply;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SectionTitle style={{ margin: 0 }}>
        {t(`designer.form.palette.${box.kind === 'group' ? 'group' : 'tabs'}`)} <Typography.Text type="secondary">({box.key})</Typography.Text>
      </SectionTitle>
      <PlacementControl entry={{ kind: 'container', key: containerKey }} />
      <Typography.Text>{t('designer.form.container.title')}</Typography.Text>
      <Input aria-label={t('designer.form.container.title')} value={box.title ?? ''} maxLength={200} disabled={readOnly} onChange={(event) => apply((form) => retitleContainer(form, containerKey, event.target.value), undefined, { coalesce: `${containerKey}/title` })} />
      {box.kind === 'tabs' && (
        <>
          {(box.tabs ?? []).map((tab) => (
            <Space.Compact key={tab.key} style={{ width: '100%' }}>
              <Input
                aria-label={t('designer.form.container.tabTitle')}
                value={tab.title}
                maxLength={200}
                disabled={readOnly}
                status={tab.title.trim() === '' ? 'error' : undefined}
                onFocus={() => store.getState().select({ kind: 'container', key: containerKey, tab: tab.key })}
                onChange={(event) => apply((form) => retitleTab(form, containerKey, tab.key, event.target.value), undefined, { coalesce: `${containerKey}/${tab.key}` })}
              />
              <Button aria-label={t('designer.form.container.removeTab')} icon={<DeleteOutlined />} disabled={readOnly || (box.tabs ?? []).length <= 1} onClick={() => apply((form) => removeTab(form, containerKey, tab.key), { kind: 'container', key: containerKey })} />
            </Space.Compact>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={readOnly || (box.tabs ?? []).length >= 50}
            onClick={() => {
              let added = '';
              apply((form) => {
                const result = addTab(form, containerKey, t('designer.form.defaults.tab', { n: (box.tabs ?? []).length + 1 }));
                added = result.tab;
                return result.form;
              });
              if (added) store.getState().select({ kind: 'container', key: containerKey, tab: added });
            }}
          >
            {t('designer.form.container.addTab')}
          </Button>
        </>
      )}
    </Space>
  );
}
