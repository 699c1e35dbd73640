import type { PackageDependency } from '@wharf/schemas';

/** What a definition can point at: another definition or a platform record an app package carries. */
export type ReferenceKind = PackageDependency['kind'];

/** Everything a body can name: the package's kinds (fill and check rules included: packages carry them). */
export type KindReferenceKind = ReferenceKind;

/** One reference found in a body: the target and the JSON Pointer where it is named. */
export interface KindReference<R extends KindReferenceKind = KindReferenceKind> {
  kind: R;
  code: string;
  path: string;
}

/** A body as the collectors read it: any JSON object, malformed parts skipped. */
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of an array property (anything else reads as empty). */
export const objectsOf = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isJsonObject) : []);

/** Gathers the references of one body; `add` ignores anything that is not a non-empty string. */
export class ReferenceCollector {
  readonly found: KindReference[] = [];
  constructor(readonly body: JsonObject) {}

  add(kind: KindReferenceKind, code: unknown, path: string): void {
    if (typeof code === 'string' && code !== '') this.found.push({ kind, code, path });
  }
}
