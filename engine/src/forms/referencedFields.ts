import type { ConditionGroup } from '@wharf/schemas';
import type { ConditionNode } from '../conditions/types';
import type { ExpressionNode } from '../expressions/types';

/** The field a dotted path starts at: `applicant.orgCode` reads the field `applicant`. */
function rootField(path: string): string {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
}

function collectCondition(node: ConditionNode, into: Set<string>, depth: number): void {
  if (depth > 64 || node === null || typeof node !== 'object') return;
  if (node.kind === 'condition') {
    if (typeof node.field === 'string') into.add(rootField(node.field));
    return;
  }
  if (Array.isArray(node.children)) for (const child of node.children) collectCondition(child, into, depth + 1);
}

/** The fields a condition reads (the first segment of each field path), so a screen knows when to re-evaluate it. */
export function conditionFields(condition: ConditionGroup | ConditionNode | undefined): string[] {
  const fields = new Set<string>();
  if (condition) collectCondition(condition as ConditionNode, fields, 0);
  return [...fields];
}

function collectExpression(node: ExpressionNode, into: Set<string>): void {
  switch (node.type) {
    case 'field': into.add(rootField(node.path)); return;
    case 'unary': collectExpression(node.operand, into); return;
    case 'binary': collectExpression(node.left, into); collectExpression(node.right, into); return;
    case 'conditional': collectExpression(node.test, into); collectExpression(node.consequent, into); collectExpression(node.alternate, into); return;
    case 'call': for (const arg of node.args) collectExpression(arg, into); return;
    default: return;
  }
}

/** The fields a parsed expression reads (the first segment of each field path). */
export function expressionFields(node: ExpressionNode): string[] {
  const fields = new Set<string>();
  collectExpression(node, fields);
  return [...fields];
}
