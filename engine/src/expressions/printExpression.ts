import type { ExpressionNode } from './types';

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
}

/**
 * Source text for an expression tree, fully parenthesised so that parsing it gives the same tree.
 * Used by the designers to show a stored tree and by the tests to round-trip the parser.
 */
export function printExpression(node: ExpressionNode): string {
  switch (node.type) {
    case 'literal':
      if (node.value === null) return 'null';
      if (typeof node.value === 'string') return quote(node.value);
      if (typeof node.value === 'number' && node.value < 0) return `(-${String(-node.value)})`;
      return String(node.value);
    case 'field': return node.path;
    case 'unary': return `(${node.operator}${printExpression(node.operand)})`;
    case 'binary': return `(${printExpression(node.left)} ${node.operator} ${printExpression(node.right)})`;
    case 'conditional': return `(${printExpression(node.test)} ? ${printExpression(node.consequent)} : ${printExpression(node.alternate)})`;
    case 'call': return `${node.name}(${node.args.map(printExpression).join(', ')})`;
  }
}
