// Contract of the validator port: the compiled (standalone) adapter and a runtime ajv adapter built
// from the same JSON Schemas must give the same issues. Runtime ajv appears only here, in a test;
// the engine itself never imports it.
import Ajv2020 from 'ajv/dist/2020.js';
import { allSchemas, definitionKinds, compiledValidators, type SchemaName } from '@wharf/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasMessage } from '../i18n/formatMessage';
import { compiledValidatorPort } from './compiledValidatorPort';
import { createDefinitionValidator } from './createDefinitionValidator';
import { validBodies } from './fixtures';
import type { SchemaValidatorPort } from './types';

function runtimeAjvPort(): SchemaValidatorPort {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, unicode: false, discriminator: true, logger: false });
  for (const schema of allSchemas) ajv.addSchema(schema);
  const byName = new Map<SchemaName, string>();
  const names = Object.keys(compiledValidators) as SchemaName[];
  for (const name of names) {
    const schema = allSchemas.find((s) => s.$id.endsWith(`/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.schema.json`));
    if (schema) byName.set(name, schema.$id);
  }
  return {
    validate(name, value) {
      const validate = ajv.getSchema(byName.get(name)!)!;
      return validate(value) ? [] : [...(validate.errors ?? [])];
    },
  };
}

const ports: Array<[string, SchemaValidatorPort]> = [
  ['compiled', compiledValidatorPort(compiledValidators)],
  ['runtime ajv', runtimeAjvPort()],
];

/** Arbitrary edits of a valid body: a top-level property set to any JSON value, or removed. */
const edited = fc.constantFrom(...definitionKinds).chain((kind) =>
  fc.record({
    kind: fc.constant(kind),
    key: fc.constantFrom(...Object.keys(validBodies[kind]), 'extra'),
    value: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
  }),
);

describe.each(ports)('validator port: %s', (_name, port) => {
  const validator = createDefinitionValidator(port);

  it.each(definitionKinds)('accepts the valid %s', (kind) => {
    expect(validator.validateDefinition(kind, validBodies[kind])).toEqual([]);
  });

  it('never throws, and every issue has a pointer path and a catalogued code', () => {
    fc.assert(
      fc.property(edited, ({ kind, key, value }) => {
        const body: Record<string, unknown> = { ...validBodies[kind] };
        if (value === undefined) delete body[key];
        else body[key] = value;
        for (const issue of validator.validateDefinition(kind, body, 'th_TH')) {
          expect(issue.path.startsWith('/')).toBe(true);
          expect(hasMessage(issue.code), issue.code).toBe(true);
          expect(issue.message).not.toBe(issue.code);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any JSON at all', () => {
    fc.assert(fc.property(fc.constantFrom(...definitionKinds), fc.jsonValue(), (kind, body) => {
      expect(Array.isArray(validator.validateDefinition(kind, body))).toBe(true);
    }));
  });
});

describe('the two ports agree', () => {
  const [compiled, runtime] = ports.map(([, port]) => createDefinitionValidator(port));
  it('on edited bodies of every kind', () => {
    fc.assert(
      fc.property(edited, ({ kind, key, value }) => {
        const body: Record<string, unknown> = { ...validBodies[kind], [key]: value };
        expect(compiled!.validateDefinition(kind, body)).toEqual(runtime!.validateDefinition(kind, body));
      }),
      { numRuns: 300 },
    );
  });
});
