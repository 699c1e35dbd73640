import type { FormDefinition, ImportTaskDefinition } from '@wharf/schemas';
import { ValidationFailed } from '../../http/errors';
import { formatMessage, type Language } from '@wharf/engine';

/**
 * The task API's import modes (spec §3 importMode "1"–"4") for the definition's names: a packaged
 * task says `multiTableSingleSheet`, the task store and its runs read "2".
 */
const importModeCodes: Record<ImportTaskDefinition['importMode'], '1' | '2' | '3' | '4'> = {
  singleTable: '1',
  multiTableSingleSheet: '2',
  multiTableMultiSheet: '3',
  thai: '4',
};

/**
 * The form a packaged task imports into (the task definition names its table, the task API a
 * form): an enabled form of the package over the task's table whose sub-tables hold every other
 * table its columns fill; the first in package order.
 */
function formOf(task: ImportTaskDefinition, forms: readonly FormDefinition[]): FormDefinition | undefined {
  const otherTables = new Set((task.fieldsMapConfig ?? []).map((entry) => entry.tableName).filter((table): table is string => !!table && table !== task.tableName));
  return forms.find((form) => form.objectName === task.tableName
    && form.formStatus !== 'disable'
    && [...otherTables].every((table) => (form.subTables ?? []).some((sub) => sub.tableName === table)));
}

/**
 * The row of `eform_import_task` a packaged import task becomes, so it is a usable task (issue
 * 19): the mode as its code, `columnLetter` as the task API's `colLetter`, a sub-table's column
 * as `<table>.<column>` (the import's column key), its title as the column's heading. A task
 * whose table no form of the package writes is a 400 naming it.
 */
export function importTaskColumns(task: ImportTaskDefinition, forms: readonly FormDefinition[], lang: Language): Record<string, unknown> {
  const form = formOf(task, forms);
  if (!form) {
    throw new ValidationFailed([{ path: '/body/package/definitions', code: 'appPackage/import-task-without-form', message: formatMessage('appPackage/import-task-without-form', lang, [task.taskCode, task.tableName ?? '']) }]);
  }
  const fieldsMap = (task.fieldsMapConfig ?? []).map((entry) => ({
    colLetter: entry.columnLetter.toUpperCase(),
    colCode: entry.tableName && entry.tableName !== task.tableName ? `${entry.tableName}.${entry.colCode}` : entry.colCode,
    colName: entry.title?.trim() || null,
  }));
  return {
    task_name: task.taskName,
    task_code: task.taskCode,
    system_code: task.systemCode ?? null,
    import_mode: importModeCodes[task.importMode],
    import_type: task.importType,
    page_title: task.pageTitle,
    head_start_row: task.headStartRow,
    start_row: task.startRow,
    end_row: task.endRow ?? null,
    list_start_row: task.listStartRow,
    sheet_name: task.sheetName,
    business_pk: task.businessPk || null,
    custom_param: task.customParam ?? null,
    extend_key: task.extendKey ?? null,
    import_key: task.importKey ?? null,
    form_code: form.formCode,
    fields_map_config: JSON.stringify(fieldsMap),
  };
}
