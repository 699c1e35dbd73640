import fc from 'fast-check';

/**
 * SQL texts that PostgreSQL accepts, built from fragments chosen to confuse a reader of `:name`
 * parameters: strings of every kind (standard, E'…' with backslash escapes, U&'…' with and without
 * UESCAPE, B/X/N, typed literals, dollar quotes, strings continued over a newline), quoted and
 * `$`-bearing identifiers, nested block comments, `--` comments ended by \n or \r, casts, array
 * slices, and parameters, glued with and without whitespace. Each text comes with the parameters
 * its fragments placed outside every literal and comment, in order of use.
 */
export interface GeneratedSql {
  text: string;
  parameters: string[];
}

type Piece = GeneratedSql;
const text = (value: string): Piece => ({ text: value, parameters: [] });
const join = (...pieces: Piece[]): Piece => ({ text: pieces.map((p) => p.text).join(''), parameters: pieces.flatMap((p) => p.parameters) });
const textOf = (pieces: readonly string[], maxLength = 6) => fc.array(fc.constantFrom(...pieces), { maxLength }).map((parts) => parts.join(''));

// What a naive reader takes for a parameter, a quote, a comment or a dollar quote.
const decoys = [':x', ':y1', '::', ' :z ', '--', '$$', '$q$', '"', 'E', 'é', ' ', 'a', '\n', ';', '\\'];
const standardContent = textOf([...decoys, "''", '/*', '*/']);
// Every backslash starts a whole escape (no \u, \x or octal, which have rules of their own).
const escapeContent = textOf([...decoys.filter((d) => d !== '\\'), "''", '/*', '*/', "\\'", '\\\\', '\\n', '\\:', '\\"', '\\$', '\\ ', '\\\n']);
const unicodeContent = textOf([...decoys.filter((d) => d !== '\\'), "''", '\\\\', '\\0041']);
// With UESCAPE '!' a backslash is an ordinary character.
const unicodeBangContent = textOf([...decoys, "''", '!!', '!0041']);
const commentText = textOf([':x', "'", '"', '$$', '$q$', '--', "E'", '\n', 'é', ' * ', ' / ', 'a'], 4);
const lineCommentText = textOf([':x', "'", '"', '$$', '/*', '*/', "E'\\'", 'é', ' '], 4);
const newlineGap = fc.constantFrom('\n', ' \n ', '\r\n', ' -- c :x\n', '\n-- c\n\t', '\t\n\f', '\r');

const blockComment: fc.Arbitrary<string> = fc.letrec<{ comment: string }>((tie) => ({
  comment: fc.array(fc.oneof({ depthSize: 'small', withCrossShrink: true }, commentText, tie('comment')), { maxLength: 3 }).map((parts) => `/*${parts.join('')}*/`),
})).comment;
const lineComment = fc.tuple(lineCommentText, fc.constantFrom('\n', '\r', '\r\n')).map(([body, end]) => `--${body}${end}`);
/** Between tokens where gluing is safe: nothing, whitespace of every kind, or comments. */
const separator = fc.array(fc.oneof(fc.constantFrom('', ' ', '\t', '\n', '\r\n', '\f', '\v', '\r'), lineComment, blockComment), { maxLength: 3 }).map((parts) => parts.join(''));
/** Like `separator`, never empty and never leaving two words glued. */
const gap = separator.map((s) => ` ${s} `);

// A name has one type wherever it is used (PostgreSQL deduces one per parameter): `n<digits>` are
// integers (array subscripts), every other name is text.
const isIntegerName = (n: string) => /^n[0-9]*$/.test(n);
const name = fc.oneof(fc.stringMatching(/^[a-z_][a-z0-9_]{0,5}$/), fc.stringMatching(/^[a-z_][a-z0-9_$]{0,5}$/), fc.constantFrom('é', 'nom_é', 'ü1')).filter((n) => !isIntegerName(n));
const parameter = fc.tuple(name, fc.constantFrom('', '::text', '::text::varchar')).map(([n, cast]): Piece => ({ text: `:${n}${cast}`, parameters: [n] }));
const intParameter = fc.stringMatching(/^n[0-9]{0,2}$/).map((n): Piece => ({ text: `:${n}::int4`, parameters: [n] }));

const dollarQuoted = fc.tuple(fc.constantFrom('', 'q', 'tag', 'é'), textOf([...decoys, "'", '$', '$x$', '/*'])).map(([tag, body]) => ({ delimiter: `$${tag}$`, body }))
  // The body may not hold the delimiter, nor end in a way that closes the string early.
  .filter(({ delimiter, body }) => `${body}${delimiter}`.indexOf(delimiter) === body.length)
  .map(({ delimiter, body }) => `${delimiter}${body}${delimiter}`);

const literal: fc.Arbitrary<string> = fc.oneof(
  standardContent.map((c) => `'${c}'`),
  escapeContent.map((c) => `E'${c}'`),
  escapeContent.map((c) => `e'${c}'`),
  unicodeContent.map((c) => `U&'${c}'`),
  unicodeBangContent.map((c) => `u&'${c}' UESCAPE '!'`),
  fc.stringMatching(/^[01]{0,8}$/).map((c) => `B'${c}'`),
  fc.stringMatching(/^[0-9a-fA-F]{0,8}$/).map((c) => `X'${c}'`),
  standardContent.map((c) => `N'${c}'`),
  // Typed literals: `name` ends in e, yet name'…' is no escape string.
  standardContent.map((c) => `name'${c}'`),
  fc.constant("date'2026-11-26'"),
  dollarQuoted,
  // A string continued over a newline keeps its mode: the second part of an E string takes escapes.
  fc.tuple(escapeContent, newlineGap, escapeContent).map(([a, g, b]) => `E'${a}'${g}'${b}'`),
  fc.tuple(standardContent, newlineGap, standardContent).map(([a, g, b]) => `'${a}'${g}'${b}'`),
);

const leaf: fc.Arbitrary<Piece> = fc.oneof(
  parameter,
  parameter,
  literal.map(text),
  fc.constantFrom('1', '2.5', '1e3', '0x1F', '1::int4').map(text),
  // Slices: the colon of [a:b] is no parameter, even right after a cast (`::int4:3`).
  fc.oneof(intParameter, fc.constantFrom('1', '2').map(text)).map((lower) => join(text('(array[1,2,3])['), lower, text(':3]'))),
);

const expression: fc.Arbitrary<Piece> = fc.letrec<{ expression: Piece }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.tuple(separator, tie('expression'), separator, separator, separator, tie('expression'), separator)
      .map(([s1, left, s2, s3, s4, right, s5]) => join(text(`(${s1}`), left, text(`${s2})::text${s3}||${s4}(`), right, text(`${s5})::text`))),
  ),
})).expression;

const alias = fc.oneof(
  fc.constant(''),
  textOf(['a', ' ', ':x', '""', "'", '$$', '--', '/*', 'é'], 4).filter((c) => c.length > 0).map((c) => ` as "${c}"`),
  fc.constantFrom(' as U&"d\\0061t"', ' as x$$', ' as y$1', ' as e', ' as "::"'),
);
const item = fc.tuple(expression, alias).map(([e, a]) => join(e, text(a)));

/** A whole statement: `select` and a list of items, maybe a trailing `;` and comment. */
export const sqlTextArbitrary: fc.Arbitrary<GeneratedSql> = fc
  .tuple(gap, fc.array(fc.tuple(item, separator, separator), { minLength: 1, maxLength: 5 }), fc.constantFrom('', ';', ' ; -- end'))
  .map(([first, items, end]) => join(
    text(`select${first}`),
    ...items.flatMap(([i, before, after], k) => (k === 0 ? [i] : [text(`${before},${after}`), i])),
    text(end),
  ));
