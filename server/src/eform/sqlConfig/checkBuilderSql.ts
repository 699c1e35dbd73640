import { parse } from 'libpg-query';
import { CountedLru } from '../../cache/countedLru';
import { checkParseTree } from './builderSqlRules';
import { prepareSql, type PrepareSqlResult, type PreparedSql, type SqlProblem } from './prepareSql';

/**
 * The prepared SQL as the text PostgreSQL will parse when it runs, with `$n` for each parameter (as
 * `bindPreparedSql` numbers them) and `biz."<code>"` for each business table reference, plus the
 * byte offsets (the parser's locations are bytes) where those references start.
 */
export function checkableText(prepared: PreparedSql): { text: string; tableReferenceOffsets: Set<number> } {
  const numbers = new Map<string, number>();
  const offsets = new Set<number>();
  let text = '';
  let bytes = 0;
  const append = (piece: string) => {
    text += piece;
    bytes += Buffer.byteLength(piece, 'utf8');
  };
  for (const part of prepared.parts) {
    if (part.kind === 'text') append(part.text);
    else if (part.kind === 'param') {
      if (!numbers.has(part.name)) numbers.set(part.name, numbers.size + 1);
      append(` $${numbers.get(part.name)} `);
    } else {
      offsets.add(bytes);
      append(`biz."${part.code.replace(/"/g, '""')}"`);
    }
  }
  return { text, tableReferenceOffsets: offsets };
}

// The same SQL is checked again on every run (configs, report views): parse once per text.
const checked = new CountedLru<string, { problem: SqlProblem | null }>('sqlConfigs.builderChecks', { max: 2000 });

/**
 * Checks prepared builder SQL with PostgreSQL's own parser (libpg-query, PostgreSQL 17) and the
 * rules of `checkParseTree`. Runs at save and again before every run, so SQL saved before these
 * rules existed, or arriving in an app package, never runs unchecked.
 */
export async function checkBuilderSql(prepared: PreparedSql): Promise<SqlProblem | undefined> {
  const { text, tableReferenceOffsets } = checkableText(prepared);
  const key = `${[...tableReferenceOffsets].join(',')}|${text}`;
  const hit = checked.get(key);
  if (hit) return hit.problem ?? undefined;
  let tree: unknown;
  try {
    tree = await parse(text);
  } catch (error) {
    // The parser's message is about the builder's own text ("syntax error at or near …"), never data.
    const message = error instanceof Error ? error.message.slice(0, 200) : 'syntax error';
    const problem: SqlProblem = { code: 'sqlConfig/syntax-error', args: [message] };
    checked.set(key, { problem });
    return problem;
  }
  const problem = checkParseTree(tree, { tableReferenceOffsets });
  checked.set(key, { problem: problem ?? null });
  return problem;
}

/**
 * A builder's SQL read by the lexer (`prepareSql`: parameters, business tables, one statement) and
 * then checked by PostgreSQL's parser (`checkBuilderSql`): what every save and every run calls.
 */
export async function readBuilderSql(sql: string): Promise<PrepareSqlResult> {
  const result = prepareSql(sql);
  if (!result.ok) return result;
  const problem = await checkBuilderSql(result.prepared);
  return problem ? { ok: false, problem } : result;
}
