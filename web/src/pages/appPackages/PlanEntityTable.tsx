import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanAction, PlanChange, PlanEntity } from './appPackageTypes';
import { kindLabelKey, shownValue } from './planResolution';

const actionColours: Record<PlanAction, string> = { create: 'green', change: 'blue', remove: 'red', unchanged: 'default' };

const rowKeyOf = (entity: PlanEntity) => `${entity.kind}:${entity.code}`;

function ValueText({ value }: { value: unknown }) {
  return <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{shownValue(value)}</Typography.Text>;
}

/** The fields one entity changes: path, before, after. */
function ChangeList({ entity }: { entity: PlanEntity }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PlanChange> = [
    { title: t('appPackages.plan.path'), dataIndex: 'path', key: 'path', width: '30%', render: (path: string) => <Typography.Text code>{path}</Typography.Text> },
    { title: t('appPackages.plan.before'), key: 'before', render: (_, change) => <ValueText value={change.before} /> },
    { title: t('appPackages.plan.after'), key: 'after', render: (_, change) => <ValueText value={change.after} /> },
  ];
  return <Table<PlanChange> rowKey="path" size="small" columns={columns} dataSource={entity.changes} pagination={false} data-testid={`plan-changes-${rowKeyOf(entity)}`} />;
}

/** Every entity the package touches with what applying does to it; a changed entity opens to its field diffs. */
export function PlanEntityTable({ entities }: { entities: PlanEntity[] }) {
  const { t } = useTranslation();
  const kindLabel = (kind: string) => {
    const key = kindLabelKey(kind);
    return key ? t(key) : kind;
  };
  const columns: TableColumnsType<PlanEntity> = [
    { title: t('appPackages.plan.kind'), dataIndex: 'kind', key: 'kind', width: 140, render: (kind: string) => kindLabel(kind) },
    { title: t('appPackages.plan.code'), dataIndex: 'code', key: 'code' },
    { title: t('appPackages.plan.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('appPackages.plan.action'),
      dataIndex: 'action',
      key: 'action',
      width: 120,
      render: (action: PlanAction) => <Tag color={actionColours[action]}>{t(`appPackages.action.${action}`)}</Tag>,
    },
  ];
  return (
    <Table<PlanEntity>
      rowKey={rowKeyOf}
      size="small"
      columns={columns}
      dataSource={entities}
      pagination={{ defaultPageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
      expandable={{ rowExpandable: (entity) => entity.changes.length > 0, expandedRowRender: (entity) => <ChangeList entity={entity} /> }}
      onRow={(entity) => ({ 'data-testid': `plan-entity-${rowKeyOf(entity)}`, 'data-kind': entity.kind, 'data-action': entity.action }) as HTMLAttributes<HTMLElement>}
      data-testid="plan-entities"
    />
  );
}
