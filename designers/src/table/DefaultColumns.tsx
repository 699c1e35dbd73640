import { LockOutlined } from '@ant-design/icons';
import { systemColumnCodes } from '@wharf/engine';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The physical type of each platform column, as the sync creates it. */
const columnTypes: Readonly<Record<(typeof systemColumnCodes)[number], string>> = {
  id: 'uuid', tenant_id: 'uuid', create_time: 'datetime', create_by: 'varchar', update_time: 'datetime', update_by: 'varchar', row_version: 'int',
};

/**
 * The default fields every table gets from the platform (engine `systemColumnCodes`), shown under the
 * builder's columns so lists, data rules and SQL can name them. Read only, with no delete (spec §8
 * "default button or fields cannot be deleted"): they are not part of the definition, and the sync never drops them.
 */
export function DefaultColumns() {
  const { t } = useTranslation();
  const rows = systemColumnCodes.map((colCode) => ({ colCode, colType: columnTypes[colCode], meaning: t(`designer.table.defaultColumn.${colCode}`) }));
  return (
    <div data-testid="table-default-columns" style={{ marginTop: 12 }}>
      <Typography.Text type="secondary"><LockOutlined /> {t('designer.table.defaultColumns')}</Typography.Text>
      <Table
        size="small"
        rowKey="colCode"
        pagination={false}
        aria-label={t('designer.table.defaultColumns')}
        dataSource={rows}
        columns={[
          { key: 'colCode', dataIndex: 'colCode', title: t('designer.table.colCode') },
          { key: 'colType', dataIndex: 'colType', title: t('designer.table.colType'), width: 120 },
          { key: 'meaning', dataIndex: 'meaning', title: t('designer.table.colName') },
        ]}
      />
    </div>
  );
}
