import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../conditions';
import { dataRulePermission, unknownDataRulePlaceholders, type DataRule, type DataRuleUser } from './dataRules';

const user: DataRuleUser = { userId: 'u1', username: 'ann', orgId: 'o1', orgCode: 'SH01', compCode: '3101', tenantId: 't1', today: '2026-11-22' };
const ownOrg: DataRule = { ruleColumn: 'orgCode', ruleOperator: 'equal', ruleValue: '#{orgCode}' };
const imports: DataRule = { ruleColumn: 'ieFlag', ruleOperator: 'in', ruleValue: 'I, E ,' };

describe('dataRulePermission', () => {
  it('substitutes the user\'s values and joins one role\'s rules with and', () => {
    expect(dataRulePermission([[ownOrg, imports]], user)).toEqual({
      kind: 'group',
      match: 'and',
      children: [
        { kind: 'condition', field: 'orgCode', operator: 'equal', value: 'SH01' },
        { kind: 'condition', field: 'ieFlag', operator: 'in', value: ['I', 'E'] },
      ],
    });
  });

  it('lets any granting role suffice, a role without rules allow everything, and no role allow nothing', () => {
    const either = dataRulePermission([[ownOrg], [{ ruleColumn: 'createBy', ruleOperator: 'equal', ruleValue: '#{username}' }]], user);
    expect(either).toMatchObject({ kind: 'group', match: 'or' });
    expect(evaluateCondition(either as never, { orgCode: 'XX', createBy: 'ann' })).toBe(true);
    expect(evaluateCondition(either as never, { orgCode: 'XX', createBy: 'bob' })).toBe(false);
    expect(dataRulePermission([[ownOrg], []], user)).toBe(true);
    expect(dataRulePermission([], user)).toBe(false);
  });

  it('matches nothing through unknown placeholders or missing user values, and refuses unknown operators', () => {
    const unknown = dataRulePermission([[{ ruleColumn: 'orgCode', ruleOperator: 'equal', ruleValue: '#{password}' }]], user);
    expect(unknown).toMatchObject({ children: [{ value: '\u0000' }] });
    expect(dataRulePermission([[ownOrg]], { ...user, orgCode: null })).toMatchObject({ children: [{ value: '\u0000' }] });
    expect(dataRulePermission([[{ ruleColumn: 'a', ruleOperator: 'drop' as never, ruleValue: 'x' }]], user)).toBe(false);
    expect(unknownDataRulePlaceholders('#{orgCode}-#{password}')).toEqual(['password']);
  });
});
