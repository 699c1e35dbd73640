import type { WorkflowFieldPermissions } from '@wharf/schemas';
import { Button, Radio, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkflowFormField } from './types';

export type FieldPermission = 'editable' | 'readOnly' | 'hidden';
const permissions: readonly FieldPermission[] = ['editable', 'readOnly', 'hidden'];

export interface FieldPermissionTableProps {
  fields: readonly WorkflowFormField[];
  value: WorkflowFieldPermissions | undefined;
  onChange(next: WorkflowFieldPermissions | undefined): void;
  /** What a field not named gets at this node: read-only at approval nodes, editable at the start (schema). */
  fallback: FieldPermission;
  disabled?: boolean;
}

/**
 * Per form field: editable, read-only or hidden at this node. A field left at the node's fallback is
 * not written, so the definition names only the exceptions; a key naming a field the form no longer
 * has is listed so it can be removed (the publish checks refuse it).
 */
export function FieldPermissionTable(props: FieldPermissionTableProps) {
  const { t } = useTranslation();
  const value = props.value ?? {};
  const set = (key: string, permission: FieldPermission) => {
    const next: Record<string, FieldPermission | undefined> = { ...value };
    // A field at the node's fallback is left unnamed.
    if (permission === props.fallback) delete next[key];
    else next[key] = permission;
    props.onChange(Object.keys(next).length === 0 ? undefined : (next as WorkflowFieldPermissions));
  };
  const setAll = (permission: FieldPermission) => {
    const next: Record<string, FieldPermission> = {};
    if (permission !== props.fallback) for (const field of props.fields) next[field.key] = permission;
    props.onChange(Object.keys(next).length === 0 ? undefined : next);
  };
  const unknown = Object.keys(value).filter((key) => !props.fields.some((field) => field.key === key));
  if (props.fields.length === 0 && unknown.length === 0) return <Typography.Text type="secondary">{t('designer.workflow.fields.none')}</Typography.Text>;
  const rows = [...props.fields.map((field) => ({ key: field.key, label: field.label, known: true })), ...unknown.map((key) => ({ key, label: key, known: false }))];
  return (
    <>
      <Space style={{ marginBottom: 8 }} wrap>
        {permissions.map((permission) => (
          <Button key={permission} size="small" disabled={props.disabled} onClick={() => setAll(permission)}>
            {t('designer.workflow.fields.all', { permission: t(`designer.workflow.fields.${permission}`) })}
          </Button>
        ))}
      </Space>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          {
            title: t('designer.workflow.fields.field'),
            dataIndex: 'label',
            render: (label: string, row) => (row.known ? label : <Typography.Text type="danger">{t('designer.workflow.fields.unknown', { key: row.key })}</Typography.Text>),
          },
          {
            title: t('designer.workflow.fields.permission'),
            key: 'permission',
            render: (_: unknown, row) =>
              row.known ? (
                <Radio.Group size="small" aria-label={t('designer.workflow.fields.permissionOf', { field: row.label })} disabled={props.disabled} value={value[row.key] ?? props.fallback} onChange={(event) => set(row.key, event.target.value as FieldPermission)}>
                  {permissions.map((permission) => (
                    <Radio key={permission} value={permission}>
                      {t(`designer.workflow.fields.${permission}`)}
                    </Radio>
                  ))}
                </Radio.Group>
              ) : (
                <Button size="small" danger disabled={props.disabled} onClick={() => set(row.key, props.fallback)}>
                  {t('designer.workflow.fields.remove')}
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
