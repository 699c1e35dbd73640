import type { Language } from '@wharf/engine';
import type { ViewButton, ViewDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError } from '../../http/errors';
import { loadForm, type FormTarget } from '../data/loadForm';
import { importScopes } from '../data/importAccess';
import { importColumns, matchHeadings, type ImportColumn } from './importColumns';
import { withFoundHeadingRow } from './headingRow';
import { saveRefusedRows } from './importStore';
import { detailHeadings, type ImportSheet } from './readImportSheet';
import { writeSheetRows } from './writeSheetRows';

/** The published, enabled view of the transaction's tenant (404 otherwise). */
export async function loadImportView(trx: Knex.Transaction, viewCode: string): Promise<ViewDefinition> {
  const row = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 'd.kind': 'view', 'd.code': viewCode })
    .first<{ body: ViewDefinition } | undefined>('r.body');
  if (!row || row.body.viewStatus === 'disable') throw new AppError(404, 'view/not-found', [viewCode]);
  return row.body;
}

/** The view's import button (openType importXls); a view without one offers no import. */
export function importButtonOf(view: ViewDefinition): ViewButton {
  const button = (view.buttons ?? []).find((b) => b.openType === 'importXls');
  if (!button) throw new AppError(403, 'import/not-offered');
  return button;
}

/** The form an import writes through: the import button's linkForm, else the view's form (as form buttons choose). */
export async function importTarget(trx: Knex.Transaction, tenantId: string, view: ViewDefinition, button: ViewButton): Promise<FormTarget> {
  const formCode = button.linkForm ?? view.formCode;
  if (!formCode) throw new AppError(400, 'import/no-form');
  return loadForm(trx, tenantId, formCode);
}

export interface ImportOutcome {
  imported: number;
  refused: number;
  /** Set when rows were refused: their details are kept under this id for 7 days. */
  importId?: string;
}

interface ImportRequest {
  ctx: AppContext;
  who: Caller;
  viewCode: string;
  fileName: string;
  lang: Language;
}

/**
 * The import form's key fields (a `pk` rule: the field identifies a record) when the sheet fills
 * every one of them: then a row whose key finds a record changes it (a list's own export imported
 * back) rather than being refused as a duplicate. Empty when the sheet lacks one.
 */
export function mappedRecordKey(target: FormTarget, mapping: ReadonlyArray<ImportColumn | undefined>): string[] {
  const keys = target.form.fields.filter((field) => field.rules?.some((rule) => rule.pk === true) && target.storedFields.includes(field.colCode)).map((field) => field.colCode);
  const mapped = new Set(mapping.flatMap((column) => (column && !column.subTable ? [column.colCode] : [])));
  return keys.length > 0 && keys.every((code) => mapped.has(code)) ? keys : [];
}

/**
 * Imports a sheet's rows into the view's form (the list page's import upload): the view's import
 * columns matched by heading (in any language; the heading row looked for when it is not row 1), then every row through `writeSheetRows` — the form
 * data path's checks, the write and its data-log entry — in one transaction. A row is added, or,
 * when the sheet carries the form's key fields (`mappedRecordKey`) and the row's key finds a
 * record, changes that record (the importer's data rules for modifying hold). Refused rows are
 * kept with their reasons for the details download.
 */
export async function importRows(request: ImportRequest, sheet: ImportSheet, checkButton: (button: ViewButton) => void): Promise<ImportOutcome> {
  const { who, lang } = request;
  const formCode = await withTenant(request.ctx.db, who.tenantId, async (trx) => {
    const view = await loadImportView(trx, request.viewCode);
    checkButton(importButtonOf(view));
    return importButtonOf(view).linkForm ?? view.formCode;
  });
  // The same answer as every other form-data path (the view's button is one of its grants); the
  // modifying answer is needed only by a sheet that carries the key, known once the form is read.
  const scopes = formCode ? await importScopes(request.ctx, who, formCode, 'addOrModify') : { addScope: true, keyScope: true };
  return withTenant(request.ctx.db, who.tenantId, async (trx) => {
    const view = await loadImportView(trx, request.viewCode);
    checkButton(importButtonOf(view));
    const target = await importTarget(trx, who.tenantId, view, importButtonOf(view));
    const columns = importColumns(view, target, lang);
    // A title above the headings: the headings are looked for in the first rows.
    sheet = withFoundHeadingRow(sheet, columns);
    const mapping = matchHeadings(sheet.headers, columns);
    // The sheet and row read are named: a title row above the headings, or data on another sheet, shows at once.
    if (!mapping.some(Boolean)) throw new AppError(400, 'import/no-matching-columns', [columns.map((c) => c.title).join(', '), sheet.sheetName ?? '', sheet.headRow ?? 1]);
    const user = await importingUserName(trx, who.userId);
    const businessKey = mappedRecordKey(target, mapping);
    const { imported, refused } = await writeSheetRows(trx, {
      target, tenantId: who.tenantId, user, lang, sheet, mapping, addScope: scopes.addScope,
      ...(businessKey.length > 0 ? { action: 'addOrModify', businessKey, addWithoutKey: true, keyScope: scopes.keyScope } : { action: 'add', businessKey: [] }),
    });
    if (refused.length === 0) return { imported, refused: 0 };
    const importId = await saveRefusedRows(trx, { viewCode: request.viewCode, fileName: request.fileName, headers: detailHeadings(sheet), refusedRows: refused, userId: who.userId, importedCount: imported });
    return { imported, refused: refused.length, importId };
  });
}

/** The name an import writes as create_by and in the data log: the user's, else their id. */
export async function importingUserName(trx: Knex.Transaction, userId: string): Promise<string> {
  return (await trx('sys_user').where({ id: userId }).first<{ username: string } | undefined>('username'))?.username ?? userId;
}
