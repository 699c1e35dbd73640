import { duplicateCheckSchema, formDataBatchSchema, formDataCopySchema, formDataCreatedSchema, formDataDeletedSchema, formDataLogsSchema, formDataRecordSchema, formDataUpdatedSchema, runtimeFormSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { recordSaved } from '../../platform/recordSaved';
import { envelope } from '../../http/envelope';
import { accessDenied, notFound, ValidationFailed } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { allowedFormDataOperations, formatMessage, isUuid, uuidPattern, uuidPatternText } from '@wharf/engine';
import { checkDuplicate, type DuplicateCheckInput } from './duplicateCheck';
import { formDataGrants } from './formDataGrants';
import { assertHoldsFormAmong, formsWithField } from './formsInUse';
import { loadForm } from './loadForm';
import { copyData, createData, dataLogs, deleteData, readData, updateBatch, updateData } from './formDataOperations';

const uuid = { type: 'string', pattern: uuidPattern } as const;
// Field values are checked against the form and the table on the server; here only the envelope.
const data = { type: 'object', required: [], maxProperties: 3000 } as const;

const createSchema = { type: 'object', properties: { data }, required: ['data'], additionalProperties: false } as unknown as JSONSchemaType<{ data: Record<string, unknown> }>;
const updateSchema = { type: 'object', properties: { rowVersion: { type: 'integer', minimum: 1 }, data }, required: ['rowVersion', 'data'], additionalProperties: false } as unknown as JSONSchemaType<{ rowVersion: number; data: Record<string, unknown> }>;
const batchSchema = {
  type: 'object',
  // viewId is checked by the operation, so its absence answers the spec's own message (§5 "viewId cannot be empty").
  properties: { viewId: { type: 'string', maxLength: 100, nullable: true }, rows: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'object', properties: { id: uuid, rowVersion: { type: 'integer', minimum: 1 }, data }, required: ['id', 'rowVersion', 'data'], additionalProperties: false } } },
  required: ['rows'],
  additionalProperties: false,
} as unknown as JSONSchemaType<{ viewId?: string; rows: Array<{ id: string; rowVersion: number; data: Record<string, unknown> }> }>;
// Saved while handling an approval task: the task node's field permissions apply too (issue 16), checked
// by the workflow module's guard mounted before this router (workflow/binding/taskSaveGuard.ts).
const taskQuery: JSONSchemaType<{ taskId?: string }> = { type: 'object', properties: { taskId: { ...uuid, nullable: true } } };
const idsQuery: JSONSchemaType<{ ids: string }> = { type: 'object', properties: { ids: { type: 'string', minLength: 1, maxLength: 37 * 500 } }, required: ['ids'] };
const duplicateSchema = {
  type: 'object',
  properties: {
    tableName: { type: 'string', minLength: 1, maxLength: 100 },
    fieldName: { type: 'string', minLength: 1, maxLength: 64 },
    // Any scalar; checked against the column's type on the server.
    fieldVal: {},
    dataId: { type: 'string', pattern: `^(?:${uuidPatternText})?$` },
  },
  required: ['tableName', 'fieldName'],
  additionalProperties: false,
} as unknown as JSONSchemaType<DuplicateCheckInput>;

/** The answer's message for a save that changed nothing (spec §8): a 200 that keeps the version, not an error. */
const noModification = (req: Request) => formatMessage('formData/no-modification', requestLanguage(req));

function formCode(req: Request): string {
  const code = String(req.params.formCode);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(code)) throw notFound();
  return code;
}

function recordId(req: Request): string {
  const id = String(req.params.id);
  if (!isUuid(id)) throw notFound();
  return id;
}

/**
 * Form data (contract "Form data API"): records of a published, enabled form, for callers whose
 * grants reach the form with the operation (`formDataAccess`, checked inside each operation, data
 * rules included); and the duplicate check the forms call.
 */
export function formDataRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'form data';
  const base = '/api/eform/data/:formCode';
  const request = (req: Request) => ({ ctx, who: caller(req), formCode: formCode(req), lang: requestLanguage(req) });
  // A saved or deleted record is announced once its answer went out (committed): a business warning may react (platform/recordSaved.ts).
  router.use([base, '/api/eform/runtime/form/:formCode/data'], (req, res, next) => {
    if (req.method === 'POST' || req.method === 'PUT' || req.method === 'DELETE') {
      res.on('finish', () => {
        if (res.statusCode < 300) recordSaved({ tenantId: caller(req).tenantId, formCode: String(req.params.formCode), change: req.method === 'DELETE' ? 'deleted' : 'saved' });
      });
    }
    next();
  });

  apiRoute(router, { method: 'post', path: base, summary: 'Create a record of a form', tag, body: createSchema, successStatus: 201, response: formDataCreatedSchema }, async (req, res, { body }) => {
    res.status(201).json(envelope(await createData(request(req), body.data), okMessage(req)));
  });
  // A visitor session reaches only /api/eform/runtime/{pageType}/{pageCode}/… (auth/sessionScope.ts): its form submits here.
  apiRoute(router, { method: 'post', path: '/api/eform/runtime/form/:formCode/data', summary: 'Submit a record of the form page (visitor pages)', tag, body: createSchema, successStatus: 201, response: formDataCreatedSchema }, async (req, res, { body }) => {
    res.status(201).json(envelope(await createData(request(req), body.data), okMessage(req)));
  });
  // The published form itself, for form pages (the visitor's included): what the server validates against.
  apiRoute(router, { method: 'get', path: '/api/eform/runtime/form/:formCode/definition', summary: 'The published, enabled form of a form page (for holders of the form and its visitors)', tag, response: runtimeFormSchema }, async (req, res) => {
    const code = formCode(req);
    const grants = await formDataGrants(ctx, caller(req), code);
    const target = await inCallerTenant(ctx, req, (trx) => loadForm(trx, caller(req).tenantId, code));
    const allowedOperations = allowedFormDataOperations(grants);
    if (allowedOperations.length === 0) throw accessDenied();
    // With the operations the caller may do at all, so the page shows only the controls that will work.
    res.json(envelope({ ...target.form, allowedOperations }));
  });
  apiRoute(router, { method: 'put', path: `${base}/batch`, summary: 'Online modification: change several records at once (all or nothing), made in the view viewId with its handleOnlineModify button', tag, body: batchSchema, errors: [404, 409], response: formDataBatchSchema }, async (req, res, { body }) => {
    const saved = await updateBatch(request(req), body.viewId, body.rows);
    res.json(envelope(saved, saved.records.some((record) => record.isModified) ? okMessage(req) : noModification(req)));
  });
  apiRoute(router, { method: 'delete', path: base, summary: 'Delete several records (ids comma-joined; all or nothing: 404 "delete failed" when one is gone or outside the caller\'s data rules)', tag, query: idsQuery, errors: [404], response: formDataDeletedSchema }, async (req, res, { query }) => {
    const ids = [...new Set(query.ids.split(',').map((id) => id.trim()).filter(Boolean))];
    const bad = ids.filter((id) => !isUuid(id));
    if (ids.length === 0 || bad.length > 0) throw new ValidationFailed([{ path: '/query/ids', code: 'validation/pattern', message: formatMessage('system/validation-error', requestLanguage(req)) }]);
    res.json(envelope(await deleteData(request(req), ids), okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/:id`, summary: 'Read a record with its sub-table rows', tag, response: formDataRecordSchema }, async (req, res) => {
    res.json(envelope(await readData(request(req), recordId(req))));
  });
  apiRoute(router, { method: 'put', path: `${base}/:id`, summary: 'Change a record (409 when rowVersion is stale; a change that alters nothing keeps the version: isModified false); with taskId, within the task node\'s field permissions', tag, query: taskQuery, body: updateSchema, errors: [409], response: formDataUpdatedSchema }, async (req, res, { body }) => {
    const saved = await updateData(request(req), { id: recordId(req), rowVersion: body.rowVersion, data: body.data });
    res.json(envelope(saved, saved.isModified ? okMessage(req) : noModification(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/:id`, summary: 'Delete a record (404 "delete failed" when it is gone or outside the caller\'s data rules)', tag, response: formDataDeletedSchema }, async (req, res) => {
    res.json(envelope(await deleteData(request(req), [recordId(req)]), okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/:id/copy`, summary: 'Copy a record (fill-rule fields get new values)', tag, successStatus: 201, response: formDataCopySchema }, async (req, res) => {
    res.status(201).json(envelope(await copyData(request(req), recordId(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/:id/logs`, summary: 'The data log of a record with the changes of each version', tag, response: formDataLogsSchema }, async (req, res) => {
    res.json(envelope(await dataLogs(request(req), recordId(req))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/duplicate/check', summary: 'Whether a value is unused in a table column', tag, body: duplicateSchema, response: duplicateCheckSchema }, async (req, res, { body }) => {
    // Only for a field of a form the caller may write: otherwise it would tell anyone whether any value is in any column.
    await assertHoldsFormAmong(ctx, caller(req), (trx) => formsWithField(trx, body.tableName, body.fieldName), ['create', 'update', 'batchModify']);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => checkDuplicate(trx, body, requestLanguage(req)))));
  });
  return router;
}
