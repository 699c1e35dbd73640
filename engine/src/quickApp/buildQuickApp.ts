import type { FormDefinition, LocalisedText, TableColumn, TableDefinition, ViewButton, ViewColumn, ViewDefinition } from '@wharf/schemas';
import { formatMessage } from '../i18n/formatMessage';
import { languages, type Language } from '../i18n/types';
import { fieldForColumn } from './columnField';

/** What the builder chose (the dialog prefills the codes from the table's). */
export interface QuickAppOptions {
  formCode: string;
  viewCode: string;
  /** The language the generated button names and the menu title are written in: the builder's. */
  lang: Language;
}

/** A button permission point the quick app's menu entry carries (a menu button, `pageCode:permission`). */
export interface QuickAppPermissionPoint {
  /** `viewCode:add`, `viewCode:edit`… — what the view's button declares and a role is granted. */
  perms: string;
  /** The button's name, as the role editor shows it, in the builder's language… */
  name: string;
  /** …and in every interface language (the button's `buttonNameI18n`), for the menu button's titles. */
  nameI18n?: LocalisedText;
  /** The key after the colon, for a menu code of its own. */
  key: string;
}

/** Everything one quick-app action stores: a form, a list view over the same table, the menu entry and its points. */
export interface QuickApp {
  form: FormDefinition;
  view: ViewDefinition;
  /** The menu entry's title: the table's title, with its translations beside it. */
  menuTitle: string;
  menuTitleI18n?: LocalisedText;
  permissionPoints: QuickAppPermissionPoint[];
}

/** The default buttons (issue 18 §2), each its own permission point: key, kind, placement and style. */
const defaultButtons: ReadonlyArray<{ key: string; openType: ViewButton['openType']; buttonType: ViewButton['buttonType']; buttonStyle: ViewButton['buttonStyle']; needsForm?: boolean }> = [
  { key: 'add', openType: 'add', buttonType: 'toolbar', buttonStyle: 'primary', needsForm: true },
  { key: 'batchDelete', openType: 'batchDelete', buttonType: 'toolbar', buttonStyle: 'danger' },
  { key: 'export', openType: 'exportXls', buttonType: 'toolbar', buttonStyle: 'default' },
  { key: 'import', openType: 'importXls', buttonType: 'toolbar', buttonStyle: 'default', needsForm: true },
  { key: 'edit', openType: 'edit', buttonType: 'inline', buttonStyle: 'link', needsForm: true },
  { key: 'copy', openType: 'copy', buttonType: 'inline', buttonStyle: 'link' },
  { key: 'delete', openType: 'delete', buttonType: 'inline', buttonStyle: 'link' },
];

const listColumnTypes: Record<TableColumn['colType'], ViewColumn['colType']> = {
  varchar: 'string', text: 'string', json: 'string', int: 'number', bigint: 'number', decimal: 'number', date: 'date', datetime: 'datetime', time: 'time', boolean: 'boolean',
};

/** How a query field compares: text contains, dates between, dictionaries and everything else equal. */
function queryOpOf(column: TableColumn): ViewColumn['queryOp'] {
  if (column.dictCode) return 'eq';
  if (column.colType === 'varchar' || column.colType === 'text') return 'lk';
  if (column.colType === 'date' || column.colType === 'datetime') return 'bt';
  return 'eq';
}

const maxQueryFields = 4;

/**
 * The columns a list is searched by: keys, then the columns of unique indexes, then of other
 * indexes, then NOT NULL and dictionary columns, in the table's order within each group; the first
 * columns when the table marks none. At most four, and never a long text or JSON column.
 */
export function queryColumnsOf(table: TableDefinition): string[] {
  const searchable = table.columns.filter((column) => column.colType !== 'json' && column.colType !== 'text');
  const indexed = (isUnique: boolean) => new Set((table.indexes ?? []).filter((index) => (index.isUnique === 'Y') === isUnique).flatMap((index) => index.colCodes));
  const unique = indexed(true);
  const other = indexed(false);
  const rank = (column: TableColumn) => (column.isKey === 'Y' ? 0 : unique.has(column.colCode) ? 1 : other.has(column.colCode) ? 2 : column.isNull === 'N' || column.dictCode ? 3 : 4);
  const ranked = searchable.map((column, order) => ({ column, order, rank: rank(column) })).sort((a, b) => a.rank - b.rank || a.order - b.order);
  const marked = ranked.filter((entry) => entry.rank < 4);
  return (marked.length > 0 ? marked : ranked).slice(0, maxQueryFields).map((entry) => entry.column.colCode);
}

/** The catalogue key of a default button's name: `batchDelete` → `quickApp/button-batch-delete`. */
const buttonNameKey = (key: string) => `quickApp/button-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

function listColumn(column: TableColumn, queryOrder: number | undefined): ViewColumn {
  const colType = column.dictCode && column.colType !== 'boolean' ? 'dict' : listColumnTypes[column.colType];
  return {
    colCode: column.colCode,
    colName: column.colName,
    ...(column.colNameI18n ? { colNameI18n: column.colNameI18n } : {}),
    colType,
    ...(colType === 'number' ? { alignType: 'right' as const } : {}),
    ...(colType === 'dict' ? { dictCode: column.dictCode! } : {}),
    isExport: 'Y',
    ...(colType === 'number' || colType === 'date' || colType === 'datetime' ? { isSort: 'Y' as const } : {}),
    ...(queryOrder !== undefined ? { isQuery: 'Y' as const, queryOp: queryOpOf(column), queryOrder } : {}),
  };
}

/**
 * The quick app of a table (issue 18 §2), decided from the table as synced: a form with a field per
 * column (`fieldForColumn`: required, length, precision, dictionary, widget), a list view over the
 * table with every column, query fields for its key columns (`queryColumnsOf`) and the default
 * buttons (add, batch delete, export, import; edit, copy, delete per row), each declaring its own
 * permission point `<viewCode>:<key>`, and those points for the menu entry to carry. Pure: the
 * server checks access and codes, stores, publishes and places the menu.
 */
export function buildQuickApp(table: TableDefinition, options: QuickAppOptions): QuickApp {
  const { formCode, viewCode, lang } = options;
  const name = table.tableTitle;
  const form: FormDefinition = {
    schemaVersion: 2,
    formCode,
    formName: name,
    ...(table.tableTitleI18n ? { formNameI18n: table.tableTitleI18n } : {}),
    objectName: table.tableName,
    formStatus: 'enable',
    fields: table.columns.map(fieldForColumn),
  };
  const queryColumns = queryColumnsOf(table);
  const buttons: ViewButton[] = defaultButtons.map((button) => ({
    buttonCode: button.key,
    buttonName: formatMessage(buttonNameKey(button.key), lang),
    // Named in every interface language from the catalogue, so the list's buttons follow each user's.
    buttonNameI18n: Object.fromEntries(languages.map((language) => [language, formatMessage(buttonNameKey(button.key), language)])),
    buttonType: button.buttonType,
    buttonStyle: button.buttonStyle,
    openType: button.openType,
    ...(button.needsForm ? { linkForm: formCode } : {}),
    ...(button.openType === 'batchDelete' ? { isMultiple: 'Y' as const } : {}),
    permission: `${viewCode}:${button.key}`,
  }));
  const view: ViewDefinition = {
    schemaVersion: 1,
    viewCode,
    viewName: name,
    ...(table.tableTitleI18n ? { viewNameI18n: table.tableTitleI18n } : {}),
    viewType: 'table',
    viewStatus: 'enable',
    tableName: table.tableName,
    formCode,
    columns: table.columns.map((column) => {
      const queryIndex = queryColumns.indexOf(column.colCode);
      return listColumn(column, queryIndex >= 0 ? queryIndex + 1 : undefined);
    }),
    buttons,
    page: { isPage: 'Y', pageNum: 20, isLineNum: 'Y' },
  };
  const permissionPoints = buttons.map((button) => ({ perms: button.permission!, name: button.buttonName, ...(button.buttonNameI18n ? { nameI18n: button.buttonNameI18n } : {}), key: button.buttonCode! }));
  return { form, view, menuTitle: name, ...(table.tableTitleI18n ? { menuTitleI18n: table.tableTitleI18n } : {}), permissionPoints };
}
