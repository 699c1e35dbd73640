import type { CompiledValidator, DefinitionBodies, DefinitionKind, JsonSchemaDocument, TableDefinition } from '@wharf/schemas';
import type { DefinitionMigration } from '../definitions/migrations/types';
import type { IssueDraft } from '../validation/types';
import type { KindReferenceKind, ReferenceCollector } from './referenceCollector';

/** The groups of code a definition can hold, as the developer code search names them (spec §7). */
export type DefinitionCodeGroup = 'formRule' | 'viewButton' | 'viewReport';

/**
 * One kind of place where a body holds code: a string under `key`, either on the body itself
 * (`inArray` absent) or on any item of an array named `inArray` at any depth (a form's rules sit in
 * fields, groups, tabs and sub-tables alike).
 */
export interface ScriptPlace {
  group: DefinitionCodeGroup;
  key: string;
  inArray?: string;
}

/** The button permissions (`pageCode:permission`) that let a caller design one kind of definition. */
export interface KindDesignerPermissions {
  /**
   * Any one of these lets the caller read a definition's source (body, revisions, diff) and see
   * the kind in the definitions list: the kind's own designers, and the designers of the kinds
   * that build on it (a form designer picks a table's columns, a view designer a form).
   */
  readSource: readonly string[];
  /** Creating a definition or saving a new version of it. */
  save: string;
  /** Publishing the head version, which runtime reads from then on. */
  publish: string;
}

/** What a definition is checked against inside an app package: the package's own table definitions. */
export interface PackageContext {
  tables: ReadonlyMap<string, TableDefinition>;
}

/** The body properties that hold a definition's code (unique per tenant and kind) and its name. */
export interface KindIdentity<K extends DefinitionKind> {
  code: keyof DefinitionBodies[K] & string;
  name: keyof DefinitionBodies[K] & string;
}

/**
 * Everything the platform knows about one definition kind, in one place. `kindSpecs` holds one per
 * kind and is exhaustive, so a new kind (a new schema in `@wharf/schemas`) fails the typecheck until
 * it has a spec, and every per-kind decision reads its fact from here.
 */
export interface KindSpec<K extends DefinitionKind> {
  kind: K;
  /** The kind's JSON Schema and its validator compiled ahead of time (both from `@wharf/schemas`). */
  schema: JsonSchemaDocument;
  validator: CompiledValidator;
  /** Steps from version 1 up to the schema's `schemaVersion`, oldest first (`migrateDefinition`). */
  migrations: readonly DefinitionMigration[];
  /** Where the body names its own code and name. */
  identity: KindIdentity<K>;
  /** The engine's rules a schema cannot express; run only on bodies that passed the schema. */
  semanticRules: (body: DefinitionBodies[K]) => IssueDraft[];
  /**
   * Rules over the rest of an app package (issues at paths inside the body), where the kind has any:
   * a form must fill every NOT NULL column of the package's tables it writes.
   */
  packageRules?: (body: DefinitionBodies[K], context: PackageContext) => IssueDraft[];
  /**
   * Every definition and record the body names (tables, forms, views, datasets, dictionaries, SQL and
   * HTTP configs, fill rules) with the JSON Pointer naming it. Must tolerate a malformed body.
   */
  collectReferences: (collector: ReferenceCollector) => void;
  /** What `collectReferences` can find, said statically (a test holds the collector to it). */
  referenceKinds: readonly KindReferenceKind[];
  /** Where the body holds code (form rule scripts, view button scripts, a view's report SQL). */
  scriptPlaces: readonly ScriptPlace[];
  /** The button permissions of the kind's designers (read the source, save, publish). */
  designer: KindDesignerPermissions;
  install: {
    /**
     * A body property that carries the definition's stored id (a view's `viewId`, which online
     * modification sends back): filled with the stored id when the package leaves it out.
     */
    storedIdField?: keyof DefinitionBodies[K] & string;
  };
  appGroup: {
    /** Moving it to an app group with "take tables along" also moves the tables it names. */
    takesTablesAlong: boolean;
  };
}

/** The registry's type: one spec per kind, no kind left out. */
export type KindSpecs = { readonly [K in DefinitionKind]: KindSpec<K> };
