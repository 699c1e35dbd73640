/**
 * What a builder's SQL (a SQL config's sqlQuery, a view's reportSql) may name, as data. The checker
 * (`checkBuilderSql`) refuses everything else, so a new PostgreSQL function is refused until it is
 * added here on purpose. The lists hold names as PostgreSQL's parser gives them (folded to lower
 * case, `U&"…"` escapes decoded): `U&"pg\005fnotify"` is `pg_notify` by then.
 *
 * Left out on purpose, with why:
 * - `set_config`, `current_setting`: the first changes `app.tenant_id` (another tenant's rows) or
 *   `role`; the second reads server settings a builder has no use for. No `pg_*` function at all
 *   (backend control, notifications, file and catalogue access, `pg_sleep`).
 * - `query_to_xml`, `*_to_xml`, `xpath` and every function that runs SQL text or reads a database
 *   object by name (`to_regclass`, `has_*_privilege`, `obj_description`…): a string is not checked.
 * - `dblink*`, `lo_*`, advisory locks, `nextval`/`setval`, `txid_*`: leaving the box, writing, or
 *   holding something past the transaction.
 * - `repeat`: one call allocates up to 1 GB in the database server; nothing a list needs.
 */
export const allowedFunctions: ReadonlySet<string> = new Set([
  // Aggregates.
  'count', 'sum', 'avg', 'min', 'max', 'string_agg', 'array_agg', 'bool_and', 'bool_or', 'every', 'json_agg', 'jsonb_agg',
  'json_object_agg', 'jsonb_object_agg', 'stddev', 'stddev_pop', 'stddev_samp', 'variance', 'var_pop', 'var_samp',
  'percentile_cont', 'percentile_disc', 'mode', 'corr', 'covar_pop', 'covar_samp',
  // Window functions.
  'row_number', 'rank', 'dense_rank', 'percent_rank', 'cume_dist', 'ntile', 'lag', 'lead', 'first_value', 'last_value', 'nth_value',
  // Strings (the SQL-syntax forms `trim`, `substring … from`, `position … in`, `overlay`, `similar to`
  // and `normalize` arrive as their pg_catalog functions).
  'length', 'char_length', 'character_length', 'octet_length', 'bit_length', 'lower', 'upper', 'initcap', 'btrim', 'ltrim', 'rtrim',
  'lpad', 'rpad', 'substring', 'substr', 'left', 'right', 'position', 'strpos', 'replace', 'translate', 'concat', 'concat_ws',
  'split_part', 'string_to_array', 'array_to_string', 'regexp_replace', 'regexp_match', 'regexp_matches', 'regexp_split_to_array',
  'regexp_split_to_table', 'regexp_like', 'regexp_count', 'regexp_instr', 'regexp_substr', 'reverse', 'starts_with', 'format',
  'md5', 'sha256', 'to_hex', 'ascii', 'chr', 'overlay', 'similar_to_escape', 'normalize', 'is_normalized', 'quote_literal',
  'quote_nullable', 'quote_ident', 'encode', 'decode', 'to_char', 'to_number', 'to_date', 'to_timestamp', 'string_to_table',
  // Numbers.
  'abs', 'ceil', 'ceiling', 'floor', 'round', 'trunc', 'mod', 'power', 'pow', 'sqrt', 'cbrt', 'exp', 'ln', 'log', 'log10', 'sign',
  'div', 'width_bucket', 'gcd', 'lcm', 'scale', 'pi', 'degrees', 'radians', 'random',
  // Dates and times (`extract`, `at time zone` and `overlaps` arrive as pg_catalog functions).
  'now', 'date_trunc', 'date_part', 'extract', 'age', 'make_date', 'make_time', 'make_timestamp', 'make_timestamptz',
  'make_interval', 'justify_days', 'justify_hours', 'justify_interval', 'clock_timestamp', 'statement_timestamp',
  'transaction_timestamp', 'date_bin', 'isfinite', 'timezone', 'overlaps', 'generate_series', 'date_add', 'date_subtract',
  // JSON.
  'to_json', 'to_jsonb', 'row_to_json', 'array_to_json', 'json_build_object', 'jsonb_build_object', 'json_build_array',
  'jsonb_build_array', 'json_object', 'jsonb_object', 'json_array_length', 'jsonb_array_length', 'json_extract_path',
  'json_extract_path_text', 'jsonb_extract_path', 'jsonb_extract_path_text', 'json_each', 'jsonb_each', 'json_each_text',
  'jsonb_each_text', 'json_array_elements', 'jsonb_array_elements', 'json_array_elements_text', 'jsonb_array_elements_text',
  'json_object_keys', 'jsonb_object_keys', 'json_typeof', 'jsonb_typeof', 'json_strip_nulls', 'jsonb_strip_nulls', 'jsonb_set',
  'jsonb_insert', 'jsonb_pretty', 'jsonb_path_query', 'jsonb_path_query_array', 'jsonb_path_query_first', 'jsonb_path_exists',
  'jsonb_path_match', 'json_to_record', 'jsonb_to_record', 'json_to_recordset', 'jsonb_to_recordset',
  // Arrays.
  'array_length', 'array_upper', 'array_lower', 'array_dims', 'array_ndims', 'cardinality', 'unnest', 'array_position',
  'array_positions', 'array_remove', 'array_replace', 'array_append', 'array_prepend', 'array_cat',
  // Conditionals and the rest (coalesce, nullif, greatest and least are syntax, listed for the quoted spelling).
  'coalesce', 'nullif', 'greatest', 'least', 'num_nulls', 'num_nonnulls', 'gen_random_uuid',
]);

/**
 * Types a value may be cast to (`::type`, `cast(… as type)`, a typed literal, a column definition
 * list), as the parser names them. No `reg*` type: casting text to `regclass`, `regproc`… looks a
 * name up in the catalogues. No table row types (they would name a relation) and no `xml`.
 */
export const allowedTypes: ReadonlySet<string> = new Set([
  'bool', 'boolean', 'int2', 'int4', 'int8', 'smallint', 'integer', 'int', 'bigint', 'numeric', 'decimal', 'float4', 'float8', 'real',
  'text', 'varchar', 'bpchar', 'char', 'character', 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval', 'json',
  'jsonb', 'jsonpath', 'uuid', 'bytea', 'bit', 'varbit', 'inet', 'cidr', 'money', 'record',
]);

/**
 * Platform tables a builder's SQL may read, by their plain name: exactly the tables migration 0050
 * grants `wharf_sql_reader` (dictionaries for options, departments, users' names), each under
 * row-level security. A test compares this list with the role's grants. Every other relation
 * outside the business tables (`biz.<tableCode>`) is refused, catalogues included.
 */
export const readablePlatformTables: ReadonlySet<string> = new Set(['sys_dict', 'sys_dict_item', 'sys_org', 'sys_user']);

/** The one schema a qualified function or type name may carry. */
export const catalogueSchema = 'pg_catalog';
