import { arraySchema, type ApiSchema } from './envelope';
import { text, uuid, record } from './fields';
import { noResultSchema } from './consoleWriteResults';
import { definitionSchema } from './results';
import { idListSchema } from './menuResults';

/**
 * Builders' self-service (issue 18 §3): find usages, definition copy and delete, the tenant's own menus.
 */

/** One thing that refers to a definition or record: a definition, a menu entry or an async import task. */
export const usageSchema: ApiSchema = record({
  kind: { enum: ['table', 'form', 'view', 'report', 'dataset', 'workflow', 'warning', 'portal', 'dashboard', 'template', 'importTask', 'menu', 'asyncImportTask'] },
  id: uuid,
  code: text,
  name: text,
  paths: arraySchema(text),
});

/** `GET /api/eform/usages`: what refers to the asked definition or record (bare array, empty when nothing). */
export const usageListSchema: ApiSchema = arraySchema(usageSchema);

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const selfServiceResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/eform/usages': usageListSchema,
  'POST /api/eform/definitions/{id}/copy': definitionSchema,
  'DELETE /api/eform/definitions/{id}': noResultSchema,
  // The menus the caller's tenant made itself: those its builders may rename, move and delete.
  'GET /api/system/permission/ownMenuIds': idListSchema,
};
