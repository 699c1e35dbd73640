import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError, notFound, ValidationFailed } from '../../http/errors';
import { page, type Page } from '../../http/envelope';
import { describeFile, filesOf, type DescribedFile } from '../../files/fileRecords';

export interface AnnouncementInput {
  title: string;
  content: string;
  /** 1 notice, 2 system message. */
  msgCategory: '1' | '2';
  priority: 'L' | 'M' | 'H';
  /** ALL everyone in the tenant, USER the users in `userIds`. */
  msgType: 'ALL' | 'USER';
  userIds: string[];
  startTime: string | null;
  endTime: string | null;
  /** Uploaded attachments (`POST /api/files/upload?purpose=announcement`), at most 10M each (spec §5). */
  attachmentIds: string[];
}

export interface AnnouncementRecord extends AnnouncementInput {
  id: string;
  attachments: DescribedFile[];
  /** 0 unpublished, 1 published, 2 withdrawn. */
  sendStatus: '0' | '1' | '2';
  sendTime: string | null;
  cancelTime: string | null;
  createTime: string;
}

interface AnnouncementRow {
  id: string;
  title: string;
  content: string;
  msg_category: string;
  priority: string;
  msg_type: string;
  user_ids: string[];
  start_time: Date | null;
  end_time: Date | null;
  send_status: string;
  send_time: Date | null;
  cancel_time: Date | null;
  created_at: Date;
  attachment_ids: string[];
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The attachments of the given rows, described, by file id (one query for a page of announcements). */
async function attachmentsOf(trx: Knex.Transaction, rows: ReadonlyArray<{ attachment_ids: string[] }>): Promise<Map<string, DescribedFile>> {
  const files = await filesOf(trx, [...new Set(rows.flatMap((row) => row.attachment_ids))], 'announcement');
  return new Map(files.map((file) => [file.id, describeFile(file)]));
}

const listed = (ids: readonly string[], files: ReadonlyMap<string, DescribedFile>) => ids.flatMap((id) => (files.has(id) ? [files.get(id)!] : []));

function fromRow(row: AnnouncementRow, files: ReadonlyMap<string, DescribedFile>): AnnouncementRecord {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    msgCategory: row.msg_category as AnnouncementRecord['msgCategory'],
    priority: row.priority as AnnouncementRecord['priority'],
    msgType: row.msg_type as AnnouncementRecord['msgType'],
    userIds: row.user_ids,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    sendStatus: row.send_status as AnnouncementRecord['sendStatus'],
    sendTime: iso(row.send_time),
    cancelTime: iso(row.cancel_time),
    createTime: row.created_at.toISOString(),
    attachmentIds: row.attachment_ids,
    attachments: listed(row.attachment_ids, files),
  };
}

/** Spec §5: the start not after the end; specified users required (and real) for that scope. */
async function checkAnnouncement(trx: Knex.Transaction, input: AnnouncementInput, lang: Language): Promise<void> {
  const issue = (path: string, code: string, args: unknown[] = []) => ({ path, code, message: formatMessage(code, lang, args) });
  const issues = [];
  for (const field of ['startTime', 'endTime'] as const) {
    const value = input[field];
    if (value && !Number.isFinite(Date.parse(value.replace(' ', 'T')))) issues.push(issue(`/body/${field}`, 'request/pattern', ['date-time']));
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
  if (input.startTime && input.endTime && Date.parse(input.startTime) > Date.parse(input.endTime)) issues.push(issue('/body/endTime', 'announcement/end-before-start'));
  if (input.msgType === 'USER') {
    if (input.userIds.length === 0) issues.push(issue('/body/userIds', 'announcement/users-required'));
    const known = new Set<string>(await trx('sys_user').whereIn('id', input.userIds).where({ del_flag: false }).pluck('id'));
    input.userIds.forEach((id, index) => {
      if (!known.has(id)) issues.push(issue(`/body/userIds/${index}`, 'announcement/user-not-found', [id]));
    });
  }
  // Attachments are files uploaded for announcements in this tenant (row-level security hides the others).
  const stored = new Set((await filesOf(trx, input.attachmentIds, 'announcement')).map((file) => file.id));
  input.attachmentIds.forEach((id, index) => {
    if (!stored.has(id)) issues.push(issue(`/body/attachmentIds/${index}`, 'files/attachment-not-found', [id]));
  });
  if (issues.length > 0) throw new ValidationFailed(issues);
}

function rowFromInput(input: AnnouncementInput) {
  return {
    title: input.title,
    content: input.content,
    msg_category: input.msgCategory,
    priority: input.priority,
    msg_type: input.msgType,
    // Everyone means no list; a jsonb column takes JSON text from knex.
    user_ids: JSON.stringify(input.msgType === 'USER' ? [...new Set(input.userIds)] : []),
    start_time: input.startTime,
    end_time: input.endTime,
    attachment_ids: JSON.stringify([...new Set(input.attachmentIds)]),
  };
}

export async function addAnnouncement(trx: Knex.Transaction, tenantId: string, userId: string, input: AnnouncementInput, lang: Language): Promise<AnnouncementRecord> {
  await checkAnnouncement(trx, input, lang);
  const [row] = await trx('sys_announcement').insert({ ...rowFromInput(input), tenant_id: tenantId, created_by: userId, updated_by: userId }).returning('*');
  return fromRow(row as AnnouncementRow, await attachmentsOf(trx, [row as AnnouncementRow]));
}

async function currentStatus(trx: Knex.Transaction, id: string): Promise<string> {
  const row = await trx('sys_announcement').where({ id }).forUpdate().first<{ send_status: string } | undefined>('send_status');
  if (!row) throw notFound();
  return row.send_status;
}

export async function editAnnouncement(trx: Knex.Transaction, userId: string, id: string, input: AnnouncementInput, lang: Language): Promise<AnnouncementRecord> {
  if ((await currentStatus(trx, id)) !== '0') throw new AppError(400, 'announcement/not-editable');
  await checkAnnouncement(trx, input, lang);
  const [row] = await trx('sys_announcement').where({ id }).update({ ...rowFromInput(input), updated_by: userId, updated_at: trx.fn.now() }).returning('*');
  return fromRow(row as AnnouncementRow, await attachmentsOf(trx, [row as AnnouncementRow]));
}

export async function deleteAnnouncements(trx: Knex.Transaction, ids: string[]): Promise<number> {
  const deleted = await trx('sys_announcement').whereIn('id', ids).delete();
  // All or nothing: an id the caller cannot see (another tenant's, or gone) makes the batch a 404 and rolls it back.
  if (deleted !== ids.length) throw notFound();
  return deleted;
}

/** doReleaseData: unpublished → published. */
export async function publishAnnouncement(trx: Knex.Transaction, userId: string, id: string): Promise<void> {
  if ((await currentStatus(trx, id)) !== '0') throw new AppError(400, 'announcement/not-publishable');
  await trx('sys_announcement').where({ id }).update({ send_status: '1', send_time: trx.fn.now(), updated_by: userId, updated_at: trx.fn.now() });
}

/** doReovkeData: published → withdrawn; a system message delivered as this announcement is withdrawn with it. */
export async function revokeAnnouncement(trx: Knex.Transaction, userId: string, id: string): Promise<void> {
  if ((await currentStatus(trx, id)) !== '1') throw new AppError(400, 'announcement/not-revocable');
  await trx('sys_announcement').where({ id }).update({ send_status: '2', cancel_time: trx.fn.now(), updated_by: userId, updated_at: trx.fn.now() });
  await trx('sys_message').where({ announcement_id: id, status: '1' }).update({ status: '2', updated_by: userId, updated_at: trx.fn.now() });
}

export interface AnnouncementListQuery {
  pageNo: number;
  pageSize: number;
  title?: string;
  sendStatus?: '0' | '1' | '2';
}

export async function listAnnouncements(trx: Knex.Transaction, query: AnnouncementListQuery): Promise<Page<AnnouncementRecord>> {
  const filtered = trx('sys_announcement').modify((q) => {
    if (query.title) q.whereRaw("title ilike ? escape '\\'", [`%${query.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    if (query.sendStatus) q.where({ send_status: query.sendStatus });
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string }];
  const rows = await filtered.clone().select('*').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  const files = await attachmentsOf(trx, rows as AnnouncementRow[]);
  return page((rows as AnnouncementRow[]).map((row) => fromRow(row, files)), Number(total), query.pageNo, query.pageSize);
}

/** What a user's inbox shows of an announcement. */
export interface MyAnnouncement {
  anntId: string;
  title: string;
  content: string;
  msgCategory: string;
  priority: string;
  sendTime: string | null;
  readFlag: '0' | '1';
  attachments: DescribedFile[];
}

/** Published announcements addressed to the user (everyone, or them by name), inside their time window. */
function addressedTo(trx: Knex.Transaction, userId: string): Knex.QueryBuilder {
  return trx('sys_announcement as a')
    .where('a.send_status', '1')
    .where((w) => w.where('a.msg_type', 'ALL').orWhereRaw('a.user_ids @> ?::jsonb', [JSON.stringify([userId])]))
    .where((w) => w.whereNull('a.start_time').orWhere('a.start_time', '<=', trx.fn.now()))
    .where((w) => w.whereNull('a.end_time').orWhere('a.end_time', '>=', trx.fn.now()));
}

/**
 * The user's inbox: announcements (msgCategory 1) and system messages (2, published from message
 * administration), optionally one kind only, with read flags.
 */
export async function myAnnouncements(trx: Knex.Transaction, userId: string, query: { pageNo: number; pageSize: number; readFlag?: '0' | '1'; msgCategory?: '1' | '2' }): Promise<Page<MyAnnouncement>> {
  const filtered = addressedTo(trx, userId)
    .leftJoin('sys_announcement_read as r', (j) => j.on('r.announcement_id', 'a.id').andOnVal('r.user_id', userId))
    .modify((q) => {
      if (query.readFlag === '1') q.whereNotNull('r.user_id');
      if (query.readFlag === '0') q.whereNull('r.user_id');
      if (query.msgCategory) q.where('a.msg_category', query.msgCategory);
    });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string }];
  const rows = await filtered
    .clone()
    .select('a.id', 'a.title', 'a.content', 'a.msg_category', 'a.priority', 'a.send_time', 'a.attachment_ids', 'r.user_id as reader')
    .orderBy([{ column: 'a.send_time', order: 'desc' }, { column: 'a.id', order: 'desc' }])
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const files = await attachmentsOf(trx, rows as Array<{ attachment_ids: string[] }>);
  const records = (rows as Array<Record<string, unknown>>).map((row) => ({
    anntId: row.id as string,
    title: row.title as string,
    content: row.content as string,
    msgCategory: row.msg_category as string,
    priority: row.priority as string,
    sendTime: iso(row.send_time as Date | null),
    readFlag: (row.reader ? '1' : '0') as MyAnnouncement['readFlag'],
    attachments: listed(row.attachment_ids as string[], files),
  }));
  return page(records, Number(total), query.pageNo, query.pageSize);
}

/** Marks announcements read for the user: one (anntId) or every one addressed to them. */
export async function markRead(trx: Knex.Transaction, tenantId: string, userId: string, anntId?: string): Promise<number> {
  const ids: string[] = await addressedTo(trx, userId).modify((q) => {
    if (anntId) q.where('a.id', anntId);
  }).pluck('a.id');
  if (anntId && ids.length === 0) throw notFound();
  if (ids.length === 0) return 0;
  const inserted = await trx('sys_announcement_read')
    .insert(ids.map((id) => ({ tenant_id: tenantId, announcement_id: id, user_id: userId })))
    .onConflict(['tenant_id', 'user_id', 'announcement_id'])
    .ignore()
    .returning('announcement_id');
  return inserted.length;
}
