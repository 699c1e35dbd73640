import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { AppError, notFound, ValidationFailed, type FieldIssue } from '../../http/errors';
import { describeFile, filesOf } from '../../files/fileRecords';
import { fromRow, receiverList, type MessageInput, type MessageRecord, type MessageRow } from './messageRecord';

const phonePattern = /^\+?\d{6,15}$/;
const emailPattern = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Spec §5: title and content required (the schema), esParam JSON, and receivers that fit the channel. */
async function checkMessage(trx: Knex.Transaction, input: MessageInput, lang: Language): Promise<{ param: unknown; userIds: string[] }> {
  const issues: FieldIssue[] = [];
  const issue = (path: string, code: string, args: unknown[] = []) => issues.push({ path, code, message: formatMessage(code, lang, args) });
  let param: unknown = null;
  if (input.esParam) {
    try {
      param = JSON.parse(input.esParam);
    } catch {
      issue('/body/esParam', 'message/bad-param');
    }
  }
  const receivers = receiverList(input.esReceiver);
  let userIds: string[] = [];
  if (input.esType === 'system') {
    const users = await trx('sys_user').whereIn('username', receivers).where({ del_flag: false }).select<{ id: string; username: string }[]>('id', 'username');
    const known = new Set(users.map((user) => user.username));
    for (const name of receivers) if (!known.has(name)) issue('/body/esReceiver', 'message/receiver-not-found', [name.slice(0, 50)]);
    userIds = users.map((user) => user.id);
  } else if (input.esType === 'sms') {
    for (const phone of receivers) if (!phonePattern.test(phone)) issue('/body/esReceiver', 'message/bad-phone', [phone.slice(0, 50)]);
  } else if (input.esType === 'email') {
    for (const address of receivers) if (!emailPattern.test(address) || address.length > 254) issue('/body/esReceiver', 'message/bad-email', [address.slice(0, 50)]);
  }
  if (receivers.length === 0) issue('/body/esReceiver', 'request/required', ['esReceiver']);
  // Attachments are files uploaded for announcements in this tenant (row-level security hides the others).
  const attachmentIds = input.attachmentIds ?? [];
  const stored = new Set((await filesOf(trx, attachmentIds, 'announcement')).map((file) => file.id));
  attachmentIds.forEach((id, index) => {
    if (!stored.has(id)) issue(`/body/attachmentIds/${index}`, 'files/attachment-not-found', [id]);
  });
  if (issues.length > 0) throw new ValidationFailed(issues);
  return { param, userIds };
}

/** Records with their attachments described (names and sizes for the edit screen), one query for a page. */
async function withAttachments(trx: Knex.Transaction, records: MessageRecord[]): Promise<MessageRecord[]> {
  const files = new Map((await filesOf(trx, [...new Set(records.flatMap((record) => record.attachmentIds))], 'announcement')).map((file) => [file.id, describeFile(file)]));
  return records.map((record) => ({ ...record, attachments: record.attachmentIds.flatMap((id) => (files.has(id) ? [files.get(id)!] : [])) }));
}

function rowFromInput(input: MessageInput, param: unknown) {
  return { es_title: input.esTitle, es_type: input.esType, es_receiver: receiverList(input.esReceiver).join(','), es_content: input.esContent, es_param: param === null ? null : JSON.stringify(param), attachment_ids: JSON.stringify([...new Set(input.attachmentIds ?? [])]) };
}

export async function addMessage(trx: Knex.Transaction, tenantId: string, userId: string, input: MessageInput, lang: Language): Promise<MessageRecord> {
  const { param } = await checkMessage(trx, input, lang);
  const [row] = await trx('sys_message').insert({ ...rowFromInput(input, param), tenant_id: tenantId, created_by: userId, updated_by: userId }).returning('*');
  return (await withAttachments(trx, [fromRow(row as MessageRow, lang)]))[0]!;
}

/** The message, locked for the rest of the transaction; 404 when the tenant has none with this id. */
export async function lockedMessage(trx: Knex.Transaction, id: string): Promise<MessageRow> {
  const row = await trx('sys_message').where({ id }).forUpdate().first<MessageRow | undefined>();
  if (!row) throw notFound();
  return row;
}

export async function editMessage(trx: Knex.Transaction, userId: string, id: string, input: MessageInput, lang: Language): Promise<MessageRecord> {
  if ((await lockedMessage(trx, id)).status !== '0') throw new AppError(400, 'message/not-editable');
  const { param } = await checkMessage(trx, input, lang);
  const [row] = await trx('sys_message').where({ id }).update({ ...rowFromInput(input, param), updated_by: userId, updated_at: trx.fn.now() }).returning('*');
  return (await withAttachments(trx, [fromRow(row as MessageRow, lang)]))[0]!;
}

/** Deletes all of `ids` or none: an id the tenant does not have (another tenant's, or gone) is a 404 and the transaction rolls back. */
export async function deleteMessages(trx: Knex.Transaction, ids: string[]): Promise<number> {
  const deleted = await trx('sys_message').whereIn('id', ids).delete();
  if (deleted !== ids.length) throw notFound();
  return deleted;
}

export interface MessageListQuery {
  pageNo: number;
  pageSize: number;
  esTitle?: string;
  esType?: MessageRecord['esType'];
  status?: MessageRecord['status'];
  /** 2 lists the messages whose sending failed (given up or in doubt): the ones an operator may resend. */
  esSendStatus?: MessageRecord['esSendStatus'];
}

export async function listMessages(trx: Knex.Transaction, query: MessageListQuery, lang: Language): Promise<Page<MessageRecord>> {
  const filtered = trx('sys_message').modify((q) => {
    if (query.esTitle) q.whereRaw("es_title ilike ? escape '\\'", [`%${query.esTitle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    if (query.esType) q.where({ es_type: query.esType });
    if (query.status) q.where({ status: query.status });
    if (query.esSendStatus) q.where({ es_send_status: query.esSendStatus });
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string }];
  const rows = await filtered.clone().select('*').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(await withAttachments(trx, (rows as MessageRow[]).map((row) => fromRow(row, lang))), Number(total), query.pageNo, query.pageSize);
}

/** The receivers of a system message as user ids (they may have been removed since it was written). */
export async function systemReceiverIds(trx: Knex.Transaction, row: MessageRow): Promise<string[]> {
  return trx('sys_user').whereIn('username', receiverList(row.es_receiver)).where({ del_flag: false }).pluck('id');
}

/** Withdraws a published message; a system message leaves its receivers' message centre. */
export async function revokeMessage(trx: Knex.Transaction, userId: string, id: string): Promise<void> {
  const row = await lockedMessage(trx, id);
  if (row.status !== '1') throw new AppError(400, 'message/not-revocable');
  // A message still waiting in the outbox is not sent any more; one being handed over cannot be stopped.
  const unsent = row.delivery_state === 'queued' || row.delivery_state === 'retry';
  await trx('sys_message').where({ id }).update({ status: '2', updated_by: userId, updated_at: trx.fn.now(), ...(unsent ? { delivery_state: 'failed', es_send_status: '2', next_attempt_at: null, send_result: 'message/send-failed', send_detail: 'withdrawn' } : {}) });
  if (row.announcement_id) await trx('sys_announcement').where({ id: row.announcement_id }).update({ send_status: '2', cancel_time: trx.fn.now(), updated_by: userId, updated_at: trx.fn.now() });
}
