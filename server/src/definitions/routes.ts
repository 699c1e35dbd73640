import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { definitionDiffSchema, definitionKinds, definitionPageSchema, definitionRevisionsSchema, definitionSchema, noResultSchema } from '@wharf/schemas';
import { caller } from '../auth/authenticate';
import { groupFilter } from './groupFilter';
import type { AppContext } from '../context';
import { envelope, pageSizes } from '../http/envelope';
import { notFound } from '../http/errors';
import { requestLanguage } from '../http/language';
import { apiRoute } from '../http/apiRoute';
import { okMessage } from '../http/routeHelpers';
import { copyDefinition, type CopyDefinitionInput } from './copyDefinition';
import { createDefinition, type CreateDefinitionInput } from './createDefinition';
import { deleteDefinition } from './deleteDefinition';
import { publishDefinition } from './publishDefinition';
import { diffRevisions, getDefinition, listDefinitions, listRevisions, type ListDefinitionsQuery } from './readDefinitions';
import { updateDefinition, type UpdateDefinitionInput } from './updateDefinition';

// Codes: letters, digits, underscore and hyphen only (spec §5: no Chinese characters).
const codePattern = '^[A-Za-z0-9_-]+$';

const createSchema: JSONSchemaType<CreateDefinitionInput> = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...definitionKinds] },
    code: { type: 'string', minLength: 1, maxLength: 100, pattern: codePattern },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    body: { type: 'object', required: [] },
  },
  required: ['kind', 'code', 'name', 'body'],
  additionalProperties: false,
};

const updateSchema: JSONSchemaType<UpdateDefinitionInput> = {
  type: 'object',
  properties: {
    version: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1, maxLength: 200, nullable: true },
    body: { type: 'object', required: [] },
  },
  required: ['version', 'body'],
  additionalProperties: false,
};

const publishSchema: JSONSchemaType<{ version?: number }> = {
  type: 'object',
  properties: { version: { type: 'integer', minimum: 1, nullable: true } },
  additionalProperties: false,
};

const listSchema: JSONSchemaType<ListDefinitionsQuery> = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...definitionKinds], nullable: true },
    keyword: { type: 'string', maxLength: 100, nullable: true },
    status: { type: 'string', enum: ['draft', 'published'], nullable: true },
    groupId: groupFilter,
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
};

const diffSchema: JSONSchemaType<{ from?: number; to?: number }> = {
  type: 'object',
  properties: { from: { type: 'integer', minimum: 1, nullable: true }, to: { type: 'integer', minimum: 1, nullable: true } },
};

const copySchema: JSONSchemaType<CopyDefinitionInput> = {
  type: 'object',
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 100, pattern: codePattern, nullable: true },
    name: { type: 'string', minLength: 1, maxLength: 200, nullable: true },
  },
  additionalProperties: false,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `{id}` path parameter; anything that cannot be an id is simply not found. */
function definitionId(req: Request): string {
  const id = String(req.params.id);
  if (!uuidPattern.test(id)) throw notFound();
  return id;
}

/** The definition store API (`/api/eform/definitions`), behind `authenticate`. */
export function definitionRoutes(ctx: AppContext): Router {
  const router = Router();
  const base = '/api/eform/definitions';
  const tag = 'definitions';

  apiRoute(router, { method: 'post', path: base, summary: 'Create a definition (draft, version 1)', tag, body: createSchema, successStatus: 201, response: definitionSchema }, async (req, res, { body }) => {
    res.status(201).json(envelope(await createDefinition(ctx, caller(req), body, requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: base, summary: 'List definitions', tag, query: listSchema, response: definitionPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await listDefinitions(ctx, caller(req), query)));
  });
  apiRoute(router, { method: 'get', path: `${base}/:id`, summary: 'Read a definition', tag, response: definitionSchema }, async (req, res) => {
    res.json(envelope(await getDefinition(ctx, caller(req), definitionId(req))));
  });
  apiRoute(router, { method: 'put', path: `${base}/:id`, summary: 'Save a new version (409 when `version` is stale)', tag, body: updateSchema, errors: [409], response: definitionSchema }, async (req, res, { body }) => {
    res.json(envelope(await updateDefinition(ctx, caller(req), definitionId(req), body, requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/:id/publish`, summary: 'Publish the head version', tag, body: publishSchema, errors: [409], response: definitionSchema }, async (req, res, { body }) => {
    res.json(envelope(await publishDefinition(ctx, caller(req), definitionId(req), body.version, requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/:id/revisions`, summary: 'Every saved version', tag, response: definitionRevisionsSchema }, async (req, res) => {
    res.json(envelope(await listRevisions(ctx, caller(req), definitionId(req))));
  });
  apiRoute(router, { method: 'get', path: `${base}/:id/diff`, summary: 'Structural diff of two versions', tag, query: diffSchema, response: definitionDiffSchema }, async (req, res, { query }) => {
    res.json(envelope(await diffRevisions(ctx, caller(req), definitionId(req), query.from, query.to)));
  });
  apiRoute(router, { method: 'post', path: `${base}/:id/copy`, summary: 'Copy a definition into a new draft (new code, "copy of" name)', tag, body: copySchema, successStatus: 201, response: definitionSchema }, async (req, res, { body }) => {
    res.status(201).json(envelope(await copyDefinition(ctx, caller(req), definitionId(req), body, requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/:id`, summary: 'Delete a definition with its revisions (400 naming what uses it, while anything does)', tag, response: noResultSchema }, async (req, res) => {
    await deleteDefinition(ctx, caller(req), definitionId(req), requestLanguage(req));
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
