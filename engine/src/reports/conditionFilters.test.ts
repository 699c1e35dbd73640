import { describe, expect, it } from 'vitest';
import { conditionAsDatasetFilters } from './conditionFilters';

describe('conditionAsDatasetFilters', () => {
  it('states an "all of" group of plain conditions as filters with the same operators', () => {
    expect(conditionAsDatasetFilters({
      kind: 'group', match: 'and', children: [
        { kind: 'condition', field: 'ieFlag', operator: 'equal', value: 'I' },
        { kind: 'condition', field: 'amount', operator: 'greaterOrEqual', value: 100 },
        { kind: 'condition', field: 'port', operator: 'notIn', value: ['2200', '3100'] },
        { kind: 'condition', field: 'consignee', operator: 'contains', value: 'Ltd' },
      ],
    })).toEqual([
      { colCode: 'ieFlag', op: 'eq', value: 'I' },
      { colCode: 'amount', op: 'gte', value: 100 },
      { colCode: 'port', op: 'notIn', value: ['2200', '3100'] },
      { colCode: 'consignee', op: 'like', value: 'Ltd' },
    ]);
    expect(conditionAsDatasetFilters({ kind: 'group', match: 'or', children: [{ kind: 'condition', field: 'ieFlag', operator: 'equal', value: 'E' }] })).toEqual([{ colCode: 'ieFlag', op: 'eq', value: 'E' }]);
  });

  it('gives up on what filters cannot say: "any of" several, nested groups, "does not contain"', () => {
    const ie = { kind: 'condition', field: 'ieFlag', operator: 'equal', value: 'I' } as const;
    expect(conditionAsDatasetFilters({ kind: 'group', match: 'or', children: [ie, ie] })).toBeUndefined();
    expect(conditionAsDatasetFilters({ kind: 'group', match: 'and', children: [ie, { kind: 'group', match: 'and', children: [ie] }] })).toBeUndefined();
    expect(conditionAsDatasetFilters({ kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'consignee', operator: 'notContains', value: 'Ltd' }] })).toBeUndefined();
  });
});
