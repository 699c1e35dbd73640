import type { ListServices } from '@wharf/renderer';
import type { ViewDefinition } from '@wharf/schemas';
import type { ViewDesignerServices } from './types';

/**
 * The list services the designer's preview runs on: the host's own (`previewServices`), else the
 * server's preview of the unsaved definition (`previewRows`), which answers one first page — later
 * pages are empty, so the grid knows where the rows end. Undefined when the host offers neither.
 */
export function previewListServices(services: ViewDesignerServices, definition: ViewDefinition): ListServices | undefined {
  if (services.previewServices) return services.previewServices(definition);
  const { previewRows } = services;
  if (!previewRows) return undefined;
  return {
    fetchRows: async (params) => {
      if (params.after || (params.query.pageNo ?? '1') !== '1') return { records: [], hasMore: false };
      const page = await previewRows(definition, params);
      return { records: page.records, hasMore: false };
    },
  };
}
