/**
 * Arrays inside a definition (a table's columns, a form's fields, a view's buttons) are lists of
 * things that each have an identity. Compared index by index, a field added in the middle would
 * look like every later field changed; compared by identity, it is one addition. These helpers find
 * that identity and give each element a stable path segment (`colCode=dec_no`).
 */

/**
 * The identity fields tried, in order: the first every element has, unique within the array, is
 * used (`itemValue`: a dictionary's items, so an item the package adds is one addition).
 */
const identityFields = ['colCode', 'tableName', 'buttonCode', 'itemId', 'widgetId', 'filterId', 'nodeId', 'ruleCode', 'indexName', 'parameterKey', 'menuCode', 'dictCode', 'itemValue', 'code', 'name', 'key', 'id'] as const;

/** A plain JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function identityOf(items: readonly unknown[], field: string): string[] | undefined {
  const ids: string[] = [];
  for (const item of items) {
    if (!isPlainObject(item)) return undefined;
    const id = item[field];
    if (typeof id !== 'string' && typeof id !== 'number') return undefined;
    ids.push(String(id));
  }
  return new Set(ids).size === ids.length ? ids : undefined;
}

/**
 * The identity field shared by every element of every given array (undefined ones skipped), or
 * undefined when the arrays are not lists of identified objects (then they are compared whole).
 */
export function identityFieldOf(...arrays: Array<readonly unknown[] | undefined>): string | undefined {
  const present = arrays.filter((array): array is readonly unknown[] => array !== undefined);
  if (present.every((array) => array.length === 0)) return undefined;
  return identityFields.find((field) => present.every((array) => identityOf(array, field) !== undefined));
}

/** The path segment of an identified element, e.g. `colCode=dec_no` (`/` and `~` escaped as in JSON Pointer). */
export function keySegment(field: string, id: string): string {
  return `${field}=${id}`.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The value with every array of identified objects turned into an object keyed by `field=id`, in
 * the array's order, recursively: the form the semantic diff compares (a moved-in element is one
 * addition, not a change of every later index).
 */
export function keyedForm(value: unknown): unknown {
  if (Array.isArray(value)) {
    const field = identityFieldOf(value);
    if (!field) return value.map(keyedForm);
    return Object.fromEntries(value.map((item) => {
      const record = item as Record<string, unknown>;
      return [`${field}=${String(record[field])}`, keyedForm(record)];
    }));
  }
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, keyedForm(child)]));
  return value;
}
