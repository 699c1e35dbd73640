import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import { maxConditionDepth } from './evaluateCondition';
import { conditionOperators, type ConditionError, type ConditionNode } from './types';

const operatorSet: ReadonlySet<string> = new Set(conditionOperators);

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * Checks JSON that claims to be a condition (from a definition or a request) and returns every
 * problem as data; an empty list means it is a well-formed `ConditionNode`.
 */
export function checkCondition(node: unknown, lang: Language = defaultLanguage): ConditionError[] {
  const errors: ConditionError[] = [];
  const report = (path: string, code: string, args: unknown[] = []): void => {
    errors.push({ path, code, message: formatMessage(code, lang, args) });
  };
  const visit = (value: unknown, path: string, depth: number): void => {
    if (depth > maxConditionDepth) return report(path, 'conditions/too-deep', [maxConditionDepth]);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return report(path, 'conditions/not-a-condition');
    const candidate = value as Record<string, unknown>;
    if (candidate.kind === 'group') {
      if (candidate.match !== 'and' && candidate.match !== 'or') report(`${path}.match`, 'conditions/unknown-match', [String(candidate.match)]);
      if (!Array.isArray(candidate.children)) return report(`${path}.children`, 'conditions/not-a-condition');
      candidate.children.forEach((child, index) => visit(child, `${path}.children[${index}]`, depth + 1));
      return;
    }
    if (candidate.kind !== 'condition') return report(`${path}.kind`, 'conditions/not-a-condition');
    if (typeof candidate.field !== 'string' || !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(candidate.field)) {
      report(`${path}.field`, 'conditions/invalid-field', [String(candidate.field)]);
    }
    if (typeof candidate.operator !== 'string' || !operatorSet.has(candidate.operator)) {
      report(`${path}.operator`, 'conditions/unknown-operator', [String(candidate.operator)]);
    }
    const isListValue = Array.isArray(candidate.value) && candidate.value.every(isScalar);
    if (!isScalar(candidate.value) && !isListValue) report(`${path}.value`, 'conditions/invalid-value');
  };
  visit(node, '', 0);
  return errors.map((error) => ({ ...error, path: error.path.replace(/^\./, '') }));
}

/** Type guard over `checkCondition`. */
export function isCondition(node: unknown): node is ConditionNode {
  return checkCondition(node).length === 0;
}
