import type { FormDefinition, FormField, FormFieldRule } from '@wharf/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasMessage } from '../i18n/formatMessage';
import { patternPresets } from './patternPresets';
import { compileFormRules } from './compileFormRules';

const presetNames = Object.keys(patternPresets);
const rule: fc.Arbitrary<FormFieldRule> = fc.record(
  {
    pattern: fc.oneof(fc.constantFrom(...presetNames), fc.string({ minLength: 1, maxLength: 12 })),
    comPattern: fc.record({ patterns: fc.array(fc.constantFrom(...presetNames, '^\\d+$', '(['), { minLength: 1, maxLength: 3 }), matchType: fc.constantFrom('and', 'or') as fc.Arbitrary<'and' | 'or'> }),
    min: fc.integer({ min: 0, max: 20 }),
    max: fc.integer({ min: 0, max: 40 }),
    precision: fc.integer({ min: 0, max: 6 }),
    dictCode: fc.constant('port'),
    pk: fc.boolean(),
    firstNoCheck: fc.boolean(),
    script: fc.constant('return true'),
    message: fc.string({ maxLength: 10 }),
  },
  { requiredKeys: [] },
);
const field = (i: number): fc.Arbitrary<FormField> =>
  fc.record({
    colCode: fc.constant(`f${i}`),
    title: fc.constant(`Field ${i}`),
    type: fc.constantFrom('input', 'textarea', 'number', 'select', 'checkbox', 'date', 'switch', 'text') as fc.Arbitrary<FormField['type']>,
    required: fc.constantFrom('Y', 'N') as fc.Arbitrary<'Y' | 'N'>,
    options: fc.record({ precision: fc.integer({ min: 0, max: 6 }), min: fc.integer({ min: -10, max: 0 }), max: fc.integer({ min: 1, max: 100 }) }, { requiredKeys: [] }),
    rules: fc.array(rule, { maxLength: 3 }),
  });
const form: fc.Arbitrary<FormDefinition> = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => field(i))))
  .map((fields) => ({ schemaVersion: 2, formCode: 'f', formName: 'F', objectName: 't', fields }));

describe('compileFormRules on arbitrary forms and records', () => {
  it('compiles, never rejects, and reports catalogued codes at declared fields only', async () => {
    await fc.assert(
      fc.asyncProperty(form, fc.dictionary(fc.constantFrom('f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'other'), fc.jsonValue({ maxDepth: 2 })), fc.boolean(), async (definition, values, isFirstCheck) => {
        const rules = compileFormRules(definition);
        const issues = await rules.validate(values, {
          isFirstCheck,
          dictionaryValues: () => ['CNSHA'],
          checkUnique: async () => ({ isUnique: true }),
          sandbox: { run: async () => true },
        });
        const declared = new Set(definition.fields.map((f) => `/${f.colCode}`));
        for (const issue of issues) {
          expect(declared.has(issue.path), issue.path).toBe(true);
          expect(hasMessage(issue.code), issue.code).toBe(true);
        }
        expect(new Set(issues.map((i) => i.path)).size).toBe(issues.length);
      }),
      { numRuns: 300 },
    );
  });
});
