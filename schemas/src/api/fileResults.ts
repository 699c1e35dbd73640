import type { ApiSchema } from './envelope';
import { integer, record, text, uuid } from './fields';

/** Uploaded files' answers (issue 18 §5). */

/**
 * A stored file as a record or an announcement lists it: the id the server made, the client's
 * name (metadata only), the type the server decided from the content, the size and where to read it.
 */
export const storedFileSchema: ApiSchema = record({ id: uuid, name: text, contentType: text, size: integer, url: text });

/** The result schema of each file operation (spread into `documentedResults`). */
export const fileResults: Readonly<Record<string, ApiSchema>> = {
  'POST /api/files/upload': storedFileSchema,
};
