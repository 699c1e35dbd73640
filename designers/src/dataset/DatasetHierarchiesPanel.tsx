import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DatasetDefinition, DatasetHierarchy } from '@wharf/schemas';
import { Button, Card, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelectCell, TextCell } from '../view/cells';
import { RowsEditor } from '../view/RowsEditor';
import { newHierarchy } from './datasetEdits';

export interface DatasetHierarchiesPanelProps {
  dataset: DatasetDefinition;
  isReadOnly?: boolean;
  onChange(hierarchies: DatasetHierarchy[] | undefined): void;
}

/** Most levels a hierarchy may have (schema: 2..6). */
const maxLevels = 6;

/**
 * Drill paths over the dimensions (year → month → day; country → port): each a name, a title and
 * its levels top first, reordered by dragging their handle (mouse, touch or keyboard).
 */
export function DatasetHierarchiesPanel(props: DatasetHierarchiesPanelProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.dataset.hierarchy.${key}`);
  const hierarchies = props.dataset.hierarchies ?? [];
  const dimensions = props.dataset.dimension.map((dimension) => ({ value: dimension.colCode, label: `${dimension.title} (${dimension.colCode})` }));
  const emit = (next: DatasetHierarchy[]) => props.onChange(next.length > 0 ? next : undefined);
  const update = (index: number, patch: Partial<DatasetHierarchy>) => emit(hierarchies.map((hierarchy, i) => (i === index ? { ...hierarchy, ...patch } : hierarchy)));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{label('hint')}</Typography.Paragraph>
      {hierarchies.length === 0 ? <Empty description={label('none')} /> : null}
      {hierarchies.map((hierarchy, index) => (
        <Card
          key={index}
          size="small"
          data-hierarchy={hierarchy.name}
          title={
            <Space wrap>
              <TextCell label={label('name')} placeholder={label('name')} value={hierarchy.name} isReadOnly={props.isReadOnly} onChange={(name) => update(index, { name: name ?? '' })} />
              <TextCell label={label('title')} placeholder={label('title')} width={200} value={hierarchy.title} isReadOnly={props.isReadOnly} onChange={(title) => update(index, { title: title ?? '' })} />
            </Space>
          }
          extra={props.isReadOnly ? null : <Button type="text" danger size="small" aria-label={label('remove')} icon={<DeleteOutlined />} onClick={() => emit(hierarchies.filter((_h, i) => i !== index))} />}
        >
          <RowsEditor<{ level: string }>
            label={t('designer.dataset.hierarchy.levelsOf', { name: hierarchy.title || hierarchy.name })}
            rows={hierarchy.levels.map((level) => ({ level }))}
            isSortable
            {...(props.isReadOnly ? { isReadOnly: true } : {})}
            onChange={(rows) => update(index, { levels: rows.map((row) => row.level ?? '') })}
            {...(hierarchy.levels.length < maxLevels ? { newRow: () => ({ level: dimensions.find((d) => !hierarchy.levels.includes(d.value))?.value ?? '' }) } : {})}
            addLabel={label('addLevel')}
            columns={[
              { key: 'position', title: label('position'), width: 60, render: (_row, _update, i) => i + 1 },
              { key: 'level', title: label('level'), render: (row, set) => <SelectCell label={label('level')} value={row.level || undefined} options={dimensions} allowClear={false} width={240} onChange={(level) => set({ level: level ?? '' })} /> },
            ]}
          />
        </Card>
      ))}
      {props.isReadOnly ? null : (
        <Button type="dashed" icon={<PlusOutlined />} disabled={dimensions.length < 2} onClick={() => emit([...hierarchies, newHierarchy(props.dataset, label('newTitle'))])}>
          {label('add')}
        </Button>
      )}
    </Space>
  );
}
