import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it, vi } from 'vitest';
import type { DefinitionRecord } from '../../api/definitionsApi';
import { setFormStatus } from './formStatusToggle';

const body: FormDefinition = { schemaVersion: 2, formCode: 'f', formName: 'F', fields: [], formStatus: 'enable' };
const record = (version: number, publishedVersion: number | null): DefinitionRecord<FormDefinition> => ({
  id: 'd1', kind: 'form', code: 'f', name: 'F', status: publishedVersion === version ? 'published' : 'draft', version, publishedVersion, schemaVersion: 2, body, createBy: null, createTime: '', updateBy: null, updateTime: '',
});

function store(head: DefinitionRecord<FormDefinition>) {
  return {
    get: vi.fn(async () => head),
    update: vi.fn(async (_id: string, input: { version: number; body: FormDefinition }) => ({ ...head, version: input.version + 1, body: input.body, status: 'draft' as const })),
    publish: vi.fn(async () => head),
  };
}

describe('setFormStatus', () => {
  it('saves and publishes at once when the head was the published version', async () => {
    const definitions = store(record(3, 3));
    const result = await setFormStatus(definitions as never, 'd1', 'disable');
    expect(definitions.update).toHaveBeenCalledWith('d1', { version: 3, body: { ...body, formStatus: 'disable' } });
    expect(definitions.publish).toHaveBeenCalledWith('d1', 4);
    expect(result.isLive).toBe(true);
  });

  it('keeps the change in the draft when an unpublished draft is pending', async () => {
    const definitions = store(record(5, 3));
    const result = await setFormStatus(definitions as never, 'd1', 'disable');
    expect(definitions.publish).not.toHaveBeenCalled();
    expect(result.isLive).toBe(false);
  });
});
