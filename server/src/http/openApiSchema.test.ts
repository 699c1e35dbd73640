import { describe, expect, it } from 'vitest';
import { derivedOperationId, toOpenApi31Schema } from './openApiSchema';

describe('toOpenApi31Schema', () => {
  it('turns ajv\'s nullable into 3.1 form at every depth', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', nullable: true },
        kind: { type: 'string', enum: ['a', 'b'], nullable: true },
        tags: { type: 'array', items: { type: 'integer', nullable: true } },
        any: { nullable: true, description: 'no type' },
        plain: { type: 'boolean', nullable: false },
      },
      required: ['name'],
    };
    expect(toOpenApi31Schema(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: ['string', 'null'] },
        kind: { type: ['string', 'null'], enum: ['a', 'b', null] },
        tags: { type: 'array', items: { type: ['integer', 'null'] } },
        any: { anyOf: [{ description: 'no type' }, { type: 'null' }] },
        plain: { type: 'boolean' },
      },
      required: ['name'],
    });
    expect(schema.properties.name).toEqual({ type: 'string', nullable: true });
  });
});

describe('derivedOperationId', () => {
  it('is camelCase from method and path, path parameters as By…', () => {
    expect(derivedOperationId('get', '/api/eform/definitions/:id/diff')).toBe('getEformDefinitionsByIdDiff');
    expect(derivedOperationId('post', '/exportasync/api/v1/task/exportXls')).toBe('postExportasyncApiV1TaskExportXls');
    expect(derivedOperationId('delete', '/api/system/sys-user/delete_batch')).toBe('deleteSystemSysUserDeleteBatch');
  });
});
