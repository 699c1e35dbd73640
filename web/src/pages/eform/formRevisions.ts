import type { FormRevision } from '@wharf/designers';
import { revertDiff } from '@wharf/engine';
import type { FormDefinition } from '@wharf/schemas';
import type { DefinitionRecord, DefinitionsApi } from '../../api/definitionsApi';

/** How many earlier versions the designer offers to compare with. */
export const comparedRevisionCount = 10;

/**
 * Earlier versions of a form for "compare versions": the store lists revisions without bodies, so
 * each body is the head's reverted through the store's diff from that version to the head. The
 * store diffs `{ name, body }` (paths `/name`, `/body/…`), so that is the document reverted.
 */
export async function formRevisions(definitions: Pick<DefinitionsApi, 'revisions' | 'diff'>, head: DefinitionRecord<FormDefinition>): Promise<FormRevision[]> {
  if (!head.body) return [];
  const versions = (await definitions.revisions(head.id)).map((revision) => revision.version).filter((version) => version < head.version).slice(0, comparedRevisionCount);
  const headDocument = { name: head.name, body: head.body };
  const earlier = await Promise.all(versions.map(async (version) => ({
    version,
    body: revertDiff(headDocument, (await definitions.diff(head.id, version, head.version)).changes).body,
    status: version === head.publishedVersion ? 'published' : 'draft',
  })));
  return [{ version: head.version, body: head.body, status: head.status }, ...earlier];
}
