/** The kinds of code the developer code search finds (spec §7 manage/codeSearch). */
export type CodeGroup = 'formRule' | 'viewButton' | 'viewReport' | 'httpReturn' | 'sqlQuery';

export const codeGroups: readonly CodeGroup[] = ['formRule', 'viewButton', 'viewReport', 'httpReturn', 'sqlQuery'];

/** Where a definition holds code: the group, the JSON pointer into its body, and a readable place. */
export interface ScriptLocation {
  group: CodeGroup;
  pointer: string;
  place: string;
  script: string;
}

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (path: ReadonlyArray<string | number>) => path.map((segment) => `/${escapeSegment(segment)}`).join('');

/** Which key holds code for a definition kind, at which path (the path's segments above the key). */
function groupAt(kind: string, path: ReadonlyArray<string | number>, key: string): CodeGroup | undefined {
  if (kind === 'form' && key === 'script' && path.length >= 2 && path.at(-2) === 'rules' && typeof path.at(-1) === 'number') return 'formRule';
  if (kind === 'view' && key === 'openScript' && path.length >= 2 && path.at(-2) === 'buttons' && typeof path.at(-1) === 'number') return 'viewButton';
  if (kind === 'view' && key === 'reportSql' && path.length === 0) return 'viewReport';
  return undefined;
}

/** A readable name of the place: the nearest field, button or column code above it. */
function placeOf(body: unknown, path: ReadonlyArray<string | number>, key: string): string {
  const names: string[] = [];
  let node: unknown = body;
  for (const segment of path) {
    node = (node as Record<string | number, unknown>)?.[segment];
    const named = node as { colCode?: unknown; buttonName?: unknown; buttonCode?: unknown; tableName?: unknown } | undefined;
    const name = named?.colCode ?? named?.buttonCode ?? named?.buttonName;
    if (typeof name === 'string') names.push(name);
    else if (typeof segment === 'number') names.push(`#${segment + 1}`);
  }
  return [...names, key].join(' › ');
}

/**
 * Every place a definition body holds code: form rule scripts (any field, in groups, tabs and
 * sub-tables), view button open scripts and a view's report SQL. Only these places can be edited
 * through the code search, so the same walk both finds and authorises them.
 */
export function scriptLocations(kind: string, body: unknown): ScriptLocation[] {
  const found: ScriptLocation[] = [];
  const walk = (node: unknown, path: Array<string | number>, depth: number) => {
    if (depth > 40 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index], depth + 1));
      return;
    }
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const group = typeof value === 'string' ? groupAt(kind, path, key) : undefined;
      if (group) found.push({ group, pointer: pointerOf([...path, key]), place: placeOf(body, path, key), script: value as string });
      else walk(value, [...path, key], depth + 1);
    }
  };
  walk(body, [], 0);
  return found;
}

/**
 * A copy of `body` with the code at `pointer` replaced, or undefined when `pointer` is not one of
 * the body's code places of `group` (the client never chooses any other place).
 */
export function replaceScript(kind: string, body: unknown, group: CodeGroup, pointer: string, script: string): unknown {
  const location = scriptLocations(kind, body).find((place) => place.group === group && place.pointer === pointer);
  if (!location) return undefined;
  const copy = structuredClone(body) as Record<string, unknown>;
  const segments = pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  let parent: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) parent = parent[segment] as Record<string, unknown>;
  parent[segments.at(-1)!] = script;
  return copy;
}
