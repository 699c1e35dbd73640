import { Router } from 'express';
import { declaredRoutes, type RouteDoc } from './apiRoute';

const envelopeSchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    code: { type: 'integer' },
    result: {},
    timestamp: { type: 'integer' },
  },
  required: ['success', 'message', 'code', 'result', 'timestamp'],
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
  const { properties = {}, required = [] } = (schema ?? {}) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.includes(name) && !('default' in property), schema: property }));
}

/** The OpenAPI 3.1 document of every route declared with `apiRoute`. */
export function buildOpenApiDocument(routes: RouteDoc[] = declaredRoutes): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const { path, parameters } = toOpenApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      ...(route.isPublic ? { security: [] } : {}),
      parameters: [...parameters, ...queryParameters(route.query)],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } } : {}),
      responses: {
        [String(route.successStatus ?? 200)]: { description: 'Success', content: { 'application/json': { schema: envelopeSchema } } },
        '400': { description: 'Validation error: `result.errors` lists `{ path, code, message }`' },
        ...(route.isPublic ? {} : { '401': { description: 'Missing, expired or revoked X-Access-Token' } }),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Wharf API', version: '1' },
    components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } } },
    security: [{ accessToken: [] }],
    paths,
  };
}

/** `GET /api/openapi.json`, public. */
export function openApiRoutes(): Router {
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.json(buildOpenApiDocument());
  });
  return router;
}
