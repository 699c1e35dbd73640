import type { Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from './errors';
import { validQuery } from './validateRequest';

const closed = {
  type: 'object',
  additionalProperties: false,
  properties: { keyword: { type: 'string', maxLength: 5, nullable: true } },
} as unknown as JSONSchemaType<{ keyword?: string }>;

const withLanguage = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['zh_CN', 'en_US'] } },
  required: ['lang'],
} as unknown as JSONSchemaType<{ lang: string }>;

const request = (query: Record<string, unknown>) => ({ query, headers: {}, get: () => undefined }) as unknown as Request;

describe('validQuery', () => {
  it("passes a closed schema the web client's _t and lang (spec §7) without handing them on", () => {
    expect(validQuery(request({ keyword: 'abc', _t: '1764230000000', lang: 'en_US' }), closed)).toEqual({ keyword: 'abc' });
  });

  it('still refuses a parameter the schema does not know, naming its path', () => {
    try {
      validQuery(request({ keyword: 'abc', other: '1' }), closed);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationFailed);
      expect((error as ValidationFailed).issues.map((issue) => issue.path)).toEqual(['/query/other']);
    }
  });

  it('checks lang like any other parameter when the schema names it', () => {
    expect(validQuery(request({ lang: 'en_US', _t: '1' }), withLanguage)).toEqual({ lang: 'en_US' });
    expect(() => validQuery(request({ lang: 'xx' }), withLanguage)).toThrow(ValidationFailed);
  });
});
