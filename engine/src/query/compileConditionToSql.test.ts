import { describe, expect, it } from 'vitest';
import type { ConditionNode, ConditionOperator, ConditionValue } from '../conditions/types';
import { evaluateCondition } from '../conditions/evaluateCondition';
import { compileConditionToSql } from './compileConditionToSql';
import { declarationDefinition } from './declarationDefinition.fixture';
import { createQueryContext } from './queryContext';
import { renderSelect } from './renderSql';

const when = (field: string, operator: ConditionOperator, value: ConditionValue): ConditionNode => ({ kind: 'condition', field, operator, value });

function whereOf(node: ConditionNode) {
  const context = createQueryContext(declarationDefinition, 'en_US');
  const where = compileConditionToSql(context, node, 'condition');
  if (!where) return { errors: context.errors.map((error) => [error.path, error.code]) };
  const { text, values } = renderSelect({ table: 't', columns: [{ column: 'id', alias: 'id' }], where, orderBy: [] });
  return { where: text.replace('SELECT "id" FROM "t" WHERE ', ''), values };
}

describe('compileConditionToSql: the condition model as SQL', () => {
  const table: Array<[string, ConditionNode, string, unknown[]]> = [
    ['equal', when('status', 'equal', 'A'), '"status" = $1', ['A']],
    ['equal null', when('status', 'equal', null), '"status" IS NULL', []],
    ['notEqual includes rows without a value', when('status', 'notEqual', 'A'), '("status" IS NULL) OR (NOT ("status" = $1))', ['A']],
    ['notEqual null', when('status', 'notEqual', null), '"status" IS NOT NULL', []],
    ['greater / lessOrEqual', { kind: 'group', match: 'and', children: [when('amount', 'greater', 1), when('amount', 'lessOrEqual', '9')] }, '("amount" > $1) AND ("amount" <= $2)', [1, 9]],
    ['contains', when('consignee', 'contains', 'port'), `"consignee" LIKE $1 ESCAPE '\\'`, ['%port%']],
    ['notContains includes rows without a value', when('consignee', 'notContains', 'port'), `("consignee" IS NULL) OR (NOT ("consignee" LIKE $1 ESCAPE '\\'))`, ['%port%']],
    ['in', when('status', 'in', 'A,B'), '"status" = ANY($1)', [['A', 'B']]],
    ['notIn includes rows without a value', when('status', 'notIn', ['A']), '("status" IS NULL) OR (NOT ("status" = ANY($1)))', [['A']]],
    ['an empty in-list matches nothing', when('status', 'in', []), 'FALSE', []],
    ['an empty text is compared, never read as "no filter"', when('status', 'equal', ''), '"status" = $1', ['']],
    ['or group', { kind: 'group', match: 'or', children: [when('status', 'equal', 'A'), when('amount', 'less', 0)] }, '("status" = $1) OR ("amount" < $2)', ['A', 0]],
  ];
  for (const [name, node, where, values] of table) it(name, () => expect(whereOf(node)).toEqual({ where, values }));

  it('undeclared fields are errors', () => {
    expect(whereOf(when('password', 'equal', 'x'))).toEqual({ errors: [['condition.field', 'query/unknown-field']] });
  });
  it('agrees with the evaluator on rows without a value', () => {
    for (const operator of ['notEqual', 'notIn', 'notContains'] as const) expect(evaluateCondition(when('status', operator, 'A'), { status: null })).toBe(true);
  });
});
