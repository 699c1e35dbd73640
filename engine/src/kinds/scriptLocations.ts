import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import { isDefinitionKind } from '../definitions/isDefinitionKind';
import { kindSpecs } from './kindSpecs';
import type { DefinitionCodeGroup, ScriptPlace } from './types';

/** One place where a definition holds code: the group, the JSON Pointer into its body, a readable place. */
export interface ScriptLocation {
  group: DefinitionCodeGroup;
  pointer: string;
  place: string;
  script: string;
}

/** The code groups definitions hold, in kind order (each kind's `scriptPlaces`). */
export const definitionCodeGroups: readonly DefinitionCodeGroup[] = [...new Set(definitionKinds.flatMap((kind) => kindSpecs[kind].scriptPlaces.map((place) => place.group)))];

/** The kinds whose bodies hold code of `group` (of any group when none is given). */
export function kindsHoldingCode(group?: string): DefinitionKind[] {
  return definitionKinds.filter((kind) => kindSpecs[kind].scriptPlaces.some((place) => group === undefined || place.group === group));
}

/** The one kind whose bodies hold code of `group`, or undefined when the group is no definition's. */
export function kindOfCodeGroup(group: string): DefinitionKind | undefined {
  const kinds = kindsHoldingCode(group);
  return kinds.length === 1 ? kinds[0] : undefined;
}

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (path: ReadonlyArray<string | number>) => path.map((segment) => `/${escapeSegment(segment)}`).join('');

/** The place that `key` at `path` is, if any: on the body itself, or on an item of an array so named. */
function placeAt(places: readonly ScriptPlace[], path: ReadonlyArray<string | number>, key: string): ScriptPlace | undefined {
  return places.find((place) => {
    if (place.key !== key) return false;
    if (place.inArray === undefined) return path.length === 0;
    return path.length >= 2 && path.at(-2) === place.inArray && typeof path.at(-1) === 'number';
  });
}

/** A readable name of the place: the nearest field, button or column code above it. */
function readablePlace(body: unknown, path: ReadonlyArray<string | number>, key: string): string {
  const names: string[] = [];
  let node: unknown = body;
  for (const segment of path) {
    node = (node as Record<string | number, unknown>)?.[segment];
    const named = node as { colCode?: unknown; buttonName?: unknown; buttonCode?: unknown } | undefined;
    const name = named?.colCode ?? named?.buttonCode ?? named?.buttonName;
    if (typeof name === 'string') names.push(name);
    else if (typeof segment === 'number') names.push(`#${segment + 1}`);
  }
  return [...names, key].join(' › ');
}

/**
 * Every place a definition body holds code, as its kind's `scriptPlaces` say (form rule scripts in
 * any field, group, tab or sub-table; view button open scripts; a view's report SQL). Only these
 * places can be edited through the code search, so the same walk both finds and authorises them.
 * A kind that is not a definition kind holds none.
 */
export function scriptLocations(kind: string, body: unknown): ScriptLocation[] {
  if (!isDefinitionKind(kind)) return [];
  const places = kindSpecs[kind].scriptPlaces;
  const found: ScriptLocation[] = [];
  if (places.length === 0) return found;
  const walk = (node: unknown, path: Array<string | number>, depth: number) => {
    if (depth > 40 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index], depth + 1));
      return;
    }
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const place = typeof value === 'string' ? placeAt(places, path, key) : undefined;
      if (place) found.push({ group: place.group, pointer: pointerOf([...path, key]), place: readablePlace(body, path, key), script: value as string });
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
export function replaceScript(kind: string, body: unknown, group: string, pointer: string, script: string): unknown {
  const location = scriptLocations(kind, body).find((place) => place.group === group && place.pointer === pointer);
  if (!location) return undefined;
  const copy = structuredClone(body) as Record<string, unknown>;
  const segments = pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  let parent: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) parent = parent[segment] as Record<string, unknown>;
  parent[segments.at(-1)!] = script;
  return copy;
}
