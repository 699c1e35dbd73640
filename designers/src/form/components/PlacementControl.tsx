import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveEntry } from '../model/formEdits';
import { areaId, areasOfContainer, findEntry, isInsideContainer, parseAreaId, rootArea, type EntryRef } from '../model/layoutAreas';
import { useDesigner, useDesignerContext } from './designerContext';

/** "Move to": puts the selected entry at the end of the form, a group or a tab without dragging. */
export function PlacementControl({ entry }: { entry: EntryRef }) {
  const { t } = useTranslation();
  const { store, readOnly } = useDesignerContext();
  const layout = useDesigner((state) => state.definition.layout?.[state.device]);
  const current = findEntry(layout, entry);
  const options = [{ value: areaId(rootArea), label: t('designer.form.canvas.topLevel') }];
  for (const box of layout?.containers ?? []) {
    if (entry.kind === 'container' && (box.key === entry.key || isInsideContainer(layout, { container: box.key }, entry.key))) continue;
    for (const area of areasOfContainer(box)) {
      const tab = box.tabs?.find((each) => each.key === area.tab);
      const boxName = box.title || box.key;
      options.push({ value: areaId(area), label: tab ? `${boxName} › ${tab.title}` : boxName });
    }
  }
  return (
    <Select
      aria-label={t('designer.form.canvas.moveTo')}
      style={{ width: '100%' }}
      size="small"
      prefix={t('designer.form.canvas.moveTo')}
      disabled={readOnly || !current}
      value={current ? areaId(current.area) : undefined}
      options={options}
      onChange={(id: string) => {
        const area = parseAreaId(id);
        if (area) store.getState().apply((form) => moveEntry(form, store.getState().device, entry, area));
      }}
    />
  );
}
