import type { ComparisonOperator } from './sqlAst';

/**
 * The spec (§9) lists `customLgt` among the query operators without saying more. Wharf reads it as
 * "custom less/greater than": the user writes the comparison in front of the value, as spreadsheet
 * filters take it (`>100`, `>= 2026-01-01`, `<5`, `<=5`, `<>A` or `!=A`, `=A`); a value without a
 * sign is compared for equality. The column stays the builder's; only the comparison is the user's,
 * from this closed list.
 */
const signs: ReadonlyArray<readonly [string, ComparisonOperator]> = [['>=', '>='], ['<=', '<='], ['<>', '<>'], ['!=', '<>'], ['>', '>'], ['<', '<'], ['=', '=']];

/** The comparison and the value of a customLgt input; undefined for a sign with no value after it. */
export function readCustomComparison(input: string): { operator: ComparisonOperator; value: string } | undefined {
  const text = input.trim();
  const found = signs.find(([sign]) => text.startsWith(sign));
  const operator = found ? found[1] : '=';
  const value = (found ? text.slice(found[0].length) : text).trim();
  return value === '' ? undefined : { operator, value };
}
