import type { Knex } from 'knex';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { callerGrantBasis } from '../eform/data/formDataGrants';
import { formAccess } from '../eform/data/formDataOperations';
import { loadForm } from '../eform/data/loadForm';
import { allowedRecordsSubquery } from '../eform/data/recordAccess';
import { businessSchema } from '../eform/tables/physicalNames';
import type { FileRecord } from './fileRecords';

/**
 * Whether a record of the file's form that the caller may read holds the file in the field it was
 * uploaded for: the form's read answer (grants, menus, data rules: `formDataAccess`) narrows the
 * records exactly as a read by id does. A form no longer published, or a field no longer there,
 * opens nothing.
 */
async function readableThroughRecord(ctx: AppContext, who: Caller, file: FileRecord & { owner: { purpose: 'form' } }): Promise<boolean> {
  const { formCode, colCode } = file.owner;
  const access = await formAccess({ ctx, who, formCode }, 'read');
  if (access === false) return false;
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const target = await loadForm(trx, who.tenantId, formCode).catch(() => undefined);
    const field = target?.form.fields.find((candidate) => candidate.colCode === colCode && (candidate.type === 'upload' || candidate.type === 'image'));
    const shape = target?.master.columns.get(colCode);
    if (!target || !field || !shape) return false;
    const allowed = allowedRecordsSubquery(trx, target.master, access);
    const query = trx.withSchema(businessSchema).from(target.master.physicalName)
      .modify((q: Knex.QueryBuilder) => {
        // The widget stores [{ id, name, … }] in a JSON column; a text column holds the ids as text.
        if (shape.colType === 'json') q.whereRaw('?? @> ?::jsonb', [colCode, JSON.stringify([{ id: file.id }])]);
        else q.whereRaw('strpos(??::text, ?) > 0', [colCode, file.id]);
        if (allowed) q.whereRaw('id in (?)', [allowed]);
      });
    return Boolean(await query.first<{ id: string } | undefined>('id'));
  });
}

/**
 * Whether an announcement that lists the file reaches the caller: published, to everyone or to
 * them by name, inside its time window (the inbox's own rule, `notices/announcements`).
 */
async function readableThroughAnnouncement(trx: Knex.Transaction, userId: string, fileId: string): Promise<boolean> {
  const found = await trx('sys_announcement as a')
    .where('a.send_status', '1')
    .whereRaw('a.attachment_ids @> ?::jsonb', [JSON.stringify([fileId])])
    .where((w) => w.where('a.msg_type', 'ALL').orWhereRaw('a.user_ids @> ?::jsonb', [JSON.stringify([userId])]))
    .where((w) => w.whereNull('a.start_time').orWhere('a.start_time', '<=', trx.fn.now()))
    .where((w) => w.whereNull('a.end_time').orWhere('a.end_time', '>=', trx.fn.now()))
    .first('a.id');
  return Boolean(found);
}

/**
 * Who reads a stored file (issue 18 §5): its uploader; for a form field's file, whoever may read a
 * record of that form holding it; for an announcement's attachment, the announcements'
 * administrators and the users the published announcement reaches. The tenant is the database's
 * business (row-level security): another tenant's file is never found.
 */
export async function canReadFile(ctx: AppContext, who: Caller, file: FileRecord): Promise<boolean> {
  if (file.createdBy === who.userId) return true;
  if (file.owner.purpose === 'form') return readableThroughRecord(ctx, who, { ...file, owner: file.owner });
  if ((await callerGrantBasis(ctx, who)) !== 'roles') return true;
  return withTenant(ctx.db, who.tenantId, (trx) => readableThroughAnnouncement(trx, who.userId, file.id));
}
