import type { FormDefinition } from '@wharf/schemas';
import type { DefinitionRecord, DefinitionsApi } from '../../api/definitionsApi';

/**
 * Enables or disables a form (spec §4 formStatus, in the form's body). The change is saved as a
 * new version; when the head was the published version it is published at once, so runtime sees
 * it; with an unpublished draft pending it stays in the draft (publishing it then would also
 * publish the draft's other changes). Answers whether it took effect at runtime.
 */
export async function setFormStatus(definitions: Pick<DefinitionsApi, 'get' | 'update' | 'publish'>, id: string, formStatus: 'enable' | 'disable'): Promise<{ isLive: boolean; record: DefinitionRecord<FormDefinition> }> {
  const head = await definitions.get<FormDefinition>(id);
  const body = { ...head.body!, formStatus };
  const wasLive = head.publishedVersion === head.version;
  const saved = await definitions.update<FormDefinition>(id, { version: head.version, body });
  if (!wasLive) return { isLive: false, record: saved };
  await definitions.publish(id, saved.version);
  return { isLive: true, record: saved };
}
