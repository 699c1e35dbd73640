import { displayText, type Language } from '@wharf/engine';
import type { LocalisedText } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { writeSession, type ClientInfo, type SessionUser, type OpenedSession, type SessionOptions } from './openSession';
import { readTogether } from './readTogether';
import { userDepartmentsOf, userDepartmentsQuery, userInfoOf, userInfoRowQuery } from './userInfo';

/** A user's saved screen values of one kind: data id (a form or view code) → name → value. */
export type ScreenValues = Record<string, Record<string, string>>;

/** Spec §3 login result `columnSetting`: the user's own column, form, query and gw settings. */
export interface ColumnSetting {
  form: ScreenValues;
  tableColumn: ScreenValues;
  queryValue: ScreenValues;
  gwSetting: ScreenValues;
}

/** One dictionary item as spec §3 names it (value, text, title). */
export interface LoginDictItem {
  value: string;
  text: string;
  title: string;
}

/** What a completed password login adds to the session (spec §3, §4: stored with the token). */
export interface LoginExtras {
  columnSetting: ColumnSetting;
  /** Every dictionary of the tenant: code → its enabled items, texts in the request language. */
  sysAllDictItems: Record<string, LoginDictItem[]>;
}

/**
 * The `sys_custom` type each part of `columnSetting` is saved under (`/api/system/sysCustom`); the
 * list pages save their column settings as `customColumns`.
 */
const columnSettingTypes: Record<keyof ColumnSetting, string> = { form: 'form', tableColumn: 'customColumns', queryValue: 'queryValue', gwSetting: 'gwSetting' };

type SavedRow = { type: string; data_id: string; name: string; value: string };
type DictItemRow = { dict_code: string; item_value: string; item_text: string; item_text_i18n: LocalisedText | null; title: string | null };

/** The user's saved values of the four `columnSetting` kinds. */
function savedSettingsQuery(trx: Knex.Transaction, userId: string): Knex.QueryBuilder {
  return trx('sys_custom')
    .where({ user_id: userId }).whereIn('type', Object.values(columnSettingTypes))
    .orderBy([{ column: 'type' }, { column: 'data_id' }, { column: 'name' }]).select('type', 'data_id', 'name', 'value');
}

/** Every dictionary of the tenant with its enabled items (none: one row with null item columns). */
function dictItemsQuery(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx('sys_dict as d')
    .leftJoin('sys_dict_item as i', (join) => join.on('i.dict_id', 'd.id').andOnVal('i.status', '1'))
    .orderBy([{ column: 'd.dict_code' }, { column: 'i.sort_order' }, { column: 'i.item_value' }])
    .select('d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_i18n', 'i.title');
}

/**
 * The column settings and dictionaries a completed login answers with (from the rows of
 * `savedSettingsQuery` and `dictItemsQuery`). Kept small for the wire: the user's own saved values
 * of the four kinds only, and each dictionary item as its value, text and title (no ids, no other
 * languages, no disabled items).
 */
function loginExtrasOf(savedRows: ReadonlyArray<unknown>, itemRows: ReadonlyArray<unknown>, lang: Language): LoginExtras {
  const saved = savedRows as SavedRow[];
  const columnSetting = { form: {}, tableColumn: {}, queryValue: {}, gwSetting: {} } as ColumnSetting;
  for (const [part, type] of Object.entries(columnSettingTypes) as Array<[keyof ColumnSetting, string]>) {
    for (const row of saved.filter((entry) => entry.type === type)) (columnSetting[part][row.data_id] ??= {})[row.name] = row.value;
  }
  const sysAllDictItems: Record<string, LoginDictItem[]> = {};
  for (const row of itemRows as DictItemRow[]) {
    const list = (sysAllDictItems[row.dict_code] ??= []);
    if (row.item_value === null) continue; // a dictionary without enabled items is still named
    const text = displayText(row.item_text, row.item_text_i18n ?? undefined, { language: lang });
    list.push({ value: row.item_value, text, title: row.title ?? text });
  }
  return { columnSetting, sysAllDictItems };
}

/** What every completed login but the visitor's answers with (spec §3 login result). */
export type LoginSession = OpenedSession & LoginExtras;

/**
 * Opens the session of a completed login of any kind but the visitor's (password, phone, SSO,
 * password-free entries): spec §3 gives every login the same result, so each carries the user's
 * column settings and the tenant's dictionaries.
 */
export async function openLoginSession(ctx: AppContext, account: { userId: string; tenantId: string }, client: ClientInfo, options: SessionOptions, lang: Language): Promise<LoginSession> {
  return withTenant(ctx.db, account.tenantId, (trx) => openLoginSessionIn(trx, account, client, options, lang));
}

/** `openLoginSession` in a transaction of the user's tenant the caller holds: session, log and extras in one transaction. */
export async function openLoginSessionIn(trx: Knex.Transaction, account: { userId: string; tenantId: string }, client: ClientInfo, options: SessionOptions, lang: Language): Promise<LoginSession> {
  return writeLoginSession(trx, account, client, options, await loadLoginAnswer(trx, account.userId, lang));
}

/** Everything a completed login answers but the session's token: the user, departments, column settings, dictionaries. */
export type LoginAnswer = SessionUser & LoginExtras;

/** `LoginAnswer`, read in the user's tenant transaction (a password login reads it while the password is verified), with `writtenAfter` sent in the same round trip. */
export async function loadLoginAnswer(trx: Knex.Transaction, userId: string, lang: Language, writtenAfter: ReadonlyArray<Knex.QueryBuilder | Knex.Raw> = []): Promise<LoginAnswer> {
  // The four reads do not depend on one another: one round trip (the company, when the user has a department, one more).
  // `writtenAfter` (a password login's session, written ahead) goes in the same round trip, after them.
  const [userRows, departmentRows, savedRows, itemRows] = await readTogether(trx, [userInfoRowQuery(trx, userId), userDepartmentsQuery(trx, userId), savedSettingsQuery(trx, userId), dictItemsQuery(trx), ...writtenAfter]);
  return { userInfo: await userInfoOf(trx, userRows![0]), departs: userDepartmentsOf(departmentRows!), ...loginExtrasOf(savedRows!, itemRows!, lang) };
}

/** Writes the session and its log line, and answers the completed login with `answer` (read in the same transaction). */
export async function writeLoginSession(trx: Knex.Transaction, account: { userId: string; tenantId: string }, client: ClientInfo, options: SessionOptions, answer: LoginAnswer): Promise<LoginSession> {
  const { columnSetting, sysAllDictItems, ...user } = answer;
  return { ...(await writeSession(trx, account, client, options, user)), columnSetting, sysAllDictItems };
}
