import type { ComponentType } from 'react';

/** The sub-table grid component (`SubTableGrid.tsx`, default export). */
export type SubTableGridComponent = ComponentType<{ tableName: string }>;

// ag-grid is heavy: its chunk loads only for a form with sub-tables, once per page. This module is tiny
// and imports nothing heavy, so whoever first learns that a definition has sub-tables (the lazy form
// runtime, before the form's own chunk has arrived) can start the grid's chunk alongside.
let loaded: SubTableGridComponent | undefined;
let loading: Promise<SubTableGridComponent> | undefined;

/** Starts loading the grid's chunk (once per page; again after a failure) and resolves with the component. */
export function loadSubTableGrid(): Promise<SubTableGridComponent> {
  loading ??= import('./SubTableGrid').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined; // a failed fetch may be tried again by the next form
      throw error;
    },
  );
  return loading;
}

/** The grid component once its chunk has arrived and run, else undefined. */
export function loadedSubTableGrid(): SubTableGridComponent | undefined {
  return loaded;
}

/** Whether a definition has sub-tables, i.e. needs the grid's chunk. */
export function hasSubTables(definition: { subTables?: readonly unknown[] | undefined }): boolean {
  return (definition.subTables?.length ?? 0) > 0;
}
