import { diffJson } from '@wharf/engine';
import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import type { DefinitionRecord, DefinitionsApi } from '../../api/definitionsApi';
import { formRevisions } from './formRevisions';

const form = (formName: string, titles: string[]): FormDefinition => ({ schemaVersion: 2, formCode: 'dec', formName, objectName: 'dec_head', fields: titles.map((title, i) => ({ colCode: `f${i}`, title, type: 'input' })) });

// Three saved versions, as the store keeps them: name and body per version.
const saved = [
  { version: 1, name: 'Declaration', body: form('Declaration', ['Entry']) },
  { version: 2, name: 'Declaration v2', body: form('Declaration', ['Entry', 'Port']) },
  { version: 3, name: 'Declaration v3', body: form('Customs declaration', ['Entry no.', 'Port']) },
];

/** The store's answers: revisions without bodies, and the diff of `{ name, body }` as the server computes it. */
const store: Pick<DefinitionsApi, 'revisions' | 'diff'> = {
  revisions: async () => saved.map(({ version, name }) => ({ version, name, schemaVersion: 2, createBy: null, createTime: '' })).reverse(),
  diff: async (_id, from = 1, to = 3) => {
    const at = (version: number) => saved.find((revision) => revision.version === version)!;
    return { from, to, changes: diffJson({ name: at(from).name, body: at(from).body }, { name: at(to).name, body: at(to).body }) };
  },
};

const head: DefinitionRecord<FormDefinition> = {
  id: 'd1', kind: 'form', code: 'dec', name: 'Declaration v3', status: 'draft', version: 3, publishedVersion: 2, schemaVersion: 2,
  body: saved[2]!.body, createBy: null, createTime: '', updateBy: null, updateTime: '',
};

describe('formRevisions', () => {
  it('gives each earlier version\'s own body, from the head and the store\'s diff of name and body', async () => {
    expect(await formRevisions(store, head)).toEqual([
      { version: 3, body: saved[2]!.body, status: 'draft' },
      { version: 2, body: saved[1]!.body, status: 'published' },
      { version: 1, body: saved[0]!.body, status: 'draft' },
    ]);
  });
});
