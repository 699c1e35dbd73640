import type { TestApp } from './testApp';
import { tenantIdOf } from './eformDataSources';

/** Test definitions of the reports tests (issue 17) over the customs declarations table `dec_head`. */

/** A table dataset over `dec_head`: port, I/E flag and month; total (sum), count and gross weight (avg); port → I/E. */
export const reportsDataset = (datasetCode: string) => ({
  schemaVersion: 1, datasetCode, datasetName: datasetCode, sourceType: 'table', tableName: 'dec_head',
  dimension: [
    { colCode: 'customsCode', title: 'Customs', colType: 'string', dictCode: 'customs_port' },
    { colCode: 'ieFlag', title: 'I/E', colType: 'string' },
    { colCode: 'declDate', title: 'Month', colType: 'date', dateGranularity: 'month' },
  ],
  measure: [
    { colCode: 'declTotal', title: 'Total', aggregate: 'sum', precision: 2 },
    { colCode: 'id', title: 'Declarations', aggregate: 'count' },
    { colCode: 'grossWeight', title: 'Average weight', aggregate: 'avg', precision: 2 },
  ],
  hierarchies: [{ name: 'geo', title: 'Port and flag', levels: ['customsCode', 'ieFlag'] }],
});

/** A column chart of the total by port, largest first, drilling port → I/E. */
export const reportsWidget = (widgetCode: string, datasetCode: string) => ({
  schemaVersion: 1, widgetCode, widgetName: widgetCode, datasetCode, chartType: 'Column', xField: 'customsCode', yFields: ['declTotal'],
  sort: { by: 'declTotal', order: 'desc' }, drillHierarchy: 'geo',
});

/**
 * Puts a report widget card for `widgetCode` on a menu of demo's own package and grants it to the
 * roles (as the menu placement and role APIs would), so their users reach the widget.
 */
export async function grantReportCard(app: TestApp, widgetCode: string, roleCodes: readonly string[]): Promise<string> {
  const owner = app.database.owner;
  const tenantId = await tenantIdOf(app, 'demo');
  const [menu] = await owner('sys_permission').insert({ name: `card ${widgetCode}`, menu_code: `card_${widgetCode}`, menu_type: '1', path: `/report/card/${widgetCode}`, component: 'ReportWidgetCard', back_flag: '0', titles: '{}' }).returning<Array<{ id: string }>>('id');
  await owner('sys_product_package').insert({ product_code: 'tenant_demo_reports', product_name: 'Reports tests' }).onConflict('product_code').ignore();
  const { id: packageId } = (await owner('sys_product_package').where({ product_code: 'tenant_demo_reports' }).first<{ id: string }>('id'))!;
  await owner('sys_package_permission').insert({ package_id: packageId, permission_id: menu!.id });
  await owner('sys_tenant_package').insert({ tenant_id: tenantId, package_id: packageId }).onConflict(['tenant_id', 'package_id']).ignore();
  for (const roleCode of roleCodes) {
    const role = (await owner('sys_role').where({ tenant_id: tenantId, role_code: roleCode }).first<{ id: string }>('id'))!;
    await owner('sys_role_permission').insert({ tenant_id: tenantId, role_id: role.id, permission_id: menu!.id });
  }
  return menu!.id;
}
