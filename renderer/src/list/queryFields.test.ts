import { describe, expect, it } from 'vitest';
import { declarationView } from './fixtures.test-support';
import { deriveQueryFields, initialQueryValues } from './queryFields';

const now = new Date('2024-03-10T04:00:00Z');

describe('query fields', () => {
  it('come in queryOrder, labelled by queryAlias, customLgt among them (the server reads the comparison from the value)', () => {
    const fields = deriveQueryFields(declarationView);
    expect(fields.map((field) => [field.colCode, field.op, field.isHidden])).toEqual([
      ['declDate', 'bt', false],
      ['entryId', 'rhk', false],
      ['status', 'in', true],
      ['remark', 'nnl', false],
      ['ownerName', 'customLgt', false],
    ]);
  });
  it('expand {{now±N}} defaults into dates and split list and range defaults', () => {
    const values = initialQueryValues(declarationView, deriveQueryFields(declarationView), now);
    expect(values).toEqual({ declDate: ['2024-03-03', '2024-03-10'], status: ['00', '10'] });
  });
});
