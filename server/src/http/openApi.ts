import { Router } from 'express';
import { envelopeSchema, errorEnvelopeSchema, fieldIssueSchema, type ApiSchema } from '@wharf/schemas';
import { apiRoute, declaredRoutes, type RouteDoc } from './apiRoute';
import { derivedOperationId, toOpenApi31Schema } from './openApiSchema';

const binary = { type: 'string', format: 'binary' };

/** The shared error answers, by status: each carries the error envelope. */
const errorResponses: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Bad input: `result.errors` lists `{ path, code, message }` (or the refusal\'s own message code)' },
  401: { name: 'Unauthorized', description: 'Missing, expired or revoked X-Access-Token' },
  403: { name: 'Forbidden', description: 'The caller lacks the permission, the data rule or the session scope this call needs' },
  404: { name: 'NotFound', description: 'Nothing the caller may see has this id or code' },
  409: { name: 'Conflict', description: 'Changed meanwhile: the version sent is not the current one (`result` names the current one)' },
  413: { name: 'PayloadTooLarge', description: 'The body is over the size limit' },
  423: { name: 'Locked', description: 'The account is locked for a while after failed attempts' },
  429: { name: 'TooManyRequests', description: 'Too many attempts; try again later' },
  502: { name: 'BadGateway', description: 'An outside system (the SSO provider) did not answer usably' },
  503: { name: 'ServiceUnavailable', description: 'The database (or, for health, the worker) is unavailable; retry after `Retry-After` seconds' },
};

/** The shared error envelope, naming its field issues by reference. */
const errorEnvelopeWithRefs = {
  ...errorEnvelopeSchema,
  properties: { ...errorEnvelopeSchema.properties, result: { ...errorEnvelopeSchema.properties.result, properties: { errors: { type: 'array', items: { $ref: '#/components/schemas/FieldIssue' } } } } },
};

/** Express `/a/:id` → OpenAPI `/a/{id}`, with the path parameters it names. */
function toOpenApiPath(path: string): { path: string; parameters: object[] } {
  const parameters: object[] = [];
  const converted = path.replace(/:(\w+)/g, (_whole, name: string) => {
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    return `{${name}}`;
  });
  return { path: converted, parameters };
}

function queryParameters(schema: object | undefined): object[] {
  const { properties = {}, required = [] } = (toOpenApi31Schema(schema ?? {}) as { properties?: Record<string, object>; required?: string[] });
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.includes(name) && !('default' in property), schema: property }));
}

/** Every error status `route` can answer, in order. */
function errorStatuses(route: RouteDoc, hasPathParameters: boolean): number[] {
  const statuses = new Set<number>([400, 503, ...(route.errors ?? [])]);
  if (!route.isPublic) [401, 403].forEach((status) => statuses.add(status));
  if (hasPathParameters) statuses.add(404);
  if (route.upload) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

function requestBody(route: RouteDoc): object | undefined {
  // A multipart form carries the file as its `file` part; every other type is the file itself.
  const formWithFile = { type: 'object', properties: { file: binary }, required: ['file'] };
  if (route.upload) return { required: true, content: Object.fromEntries(route.upload.map((type) => [type, { schema: type === 'multipart/form-data' ? formWithFile : binary }])) };
  if (route.body) return { required: true, content: { 'application/json': { schema: toOpenApi31Schema(route.body) } } };
  return undefined;
}

function successContent(route: RouteDoc): object {
  if (route.file) return { [route.file]: { schema: binary } };
  return { 'application/json': { schema: envelopeSchema(route.response ? (toOpenApi31Schema(route.response) as ApiSchema) : {}) } };
}

function operation(route: RouteDoc, operationId: string): object {
  const { path, parameters } = toOpenApiPath(route.path);
  const body = requestBody(route);
  return {
    operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(route.isPublic ? { security: [] } : {}),
    ...(parameters.length || route.query ? { parameters: [...parameters, ...queryParameters(route.query)] } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(route.successStatus ?? 200)]: { description: route.file ? 'The file' : 'Success', content: successContent(route) },
      ...Object.fromEntries(errorStatuses(route, path.includes('{')).map((status) => [String(status), { $ref: `#/components/responses/${errorResponses[status]!.name}` }])),
    },
  };
}

/** The OpenAPI 3.1 document of every route declared with `apiRoute`. Throws on a repeated operationId. */
export function buildOpenApiDocument(routes: RouteDoc[] = declaredRoutes): object {
  const paths: Record<string, Record<string, object>> = {};
  const operationIds = new Map<string, string>();
  for (const route of routes) {
    const operationId = route.operationId ?? derivedOperationId(route.method, route.path);
    const seen = operationIds.get(operationId);
    if (seen) throw new Error(`operationId ${operationId} of ${route.method} ${route.path} is also ${seen}'s`);
    operationIds.set(operationId, `${route.method} ${route.path}`);
    const { path } = toOpenApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = operation(route, operationId);
  }
  const tags = [...new Set(routes.map((route) => route.tag))].sort().map((name) => ({ name, description: `Routes of ${name}` }));
  return {
    openapi: '3.1.0',
    info: { title: 'Wharf API', version: '1', description: 'Every JSON answer is the envelope `{ success, message, code, result, timestamp }`; errors carry `messageCode`.', license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags,
    security: [{ accessToken: [] }],
    paths,
    components: {
      securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      schemas: { ErrorEnvelope: errorEnvelopeWithRefs, FieldIssue: fieldIssueSchema },
      responses: Object.fromEntries(Object.values(errorResponses).map(({ name, description }) => [name, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } }])),
    },
  };
}

/** `GET /api/openapi.json`, public. */
export function openApiRoutes(): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/openapi.json', summary: 'This document (OpenAPI 3.1)', tag: 'platform', isPublic: true, operationId: 'getOpenApiDocument', file: 'application/json' }, async (_req, res) => {
    res.json(buildOpenApiDocument());
  });
  return router;
}
