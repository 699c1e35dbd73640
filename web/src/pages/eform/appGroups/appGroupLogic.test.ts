import { definitionKinds } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { appGroupPageTexts } from '../../../i18n/catalogues/appGroupPages';
import { appLanguages } from '../../../i18n/languages';
import { groupFilterValue, withGroupFilter } from './groupFilterValue';
import { groupListComponents, groupListPath, listedKinds, otherCount } from './groupLinks';
import { moveRequest } from './moveRequest';
import { builderMenu } from './appGroupTestServer';

const id = 'a1111111-1111-4111-8111-111111111111';
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();

describe('app group page logic', () => {
  it('takes a group id or none from the address, and nothing else', () => {
    expect(groupFilterValue(new URLSearchParams(`groupId=${id}`))).toBe(id);
    expect(groupFilterValue(new URLSearchParams('groupId=none'))).toBe('none');
    for (const bad of ['', 'None', "x' or 1=1", `${id}x`, 'undefined']) expect(groupFilterValue(new URLSearchParams({ groupId: bad }))).toBeUndefined();
    expect(withGroupFilter(new URLSearchParams('tab=2&groupId=none'), id).toString()).toBe(`tab=2&groupId=${id}`);
    expect(withGroupFilter(new URLSearchParams(`tab=2&groupId=${id}`), undefined).toString()).toBe('tab=2');
  });

  it("builds the spec's move call: one kind per id, empty groupId for none, 'Y' to take tables", () => {
    expect(moveRequest('view', ['v1', 'v2'], id, true)).toEqual({ groupId: id, splitTableName: 'Y', tableNameArray: ['view', 'view'], idArray: ['v1', 'v2'] });
    expect(moveRequest('table', ['t1'], undefined, false)).toEqual({ groupId: '', splitTableName: 'N', tableNameArray: ['table'], idArray: ['t1'] });
  });

  it("links to the caller's own list pages, or nowhere when the menu lacks one", () => {
    expect(groupListPath(builderMenu as never, 'view', id)).toBe(`/eform/views?groupId=${id}`);
    expect(groupListPath([], 'form', id)).toBeUndefined();
    expect(otherCount({ form: 2, view: 1, report: 3, workflow: 1 })).toBe(4);
  });

  it('decides a list page for every kind: forms, views and tables link to theirs, the rest count as other', () => {
    expect(Object.keys(groupListComponents).sort()).toEqual([...definitionKinds].sort());
    expect(listedKinds).toEqual(['form', 'view', 'table']);
    expect(otherCount(Object.fromEntries(definitionKinds.map((kind) => [kind, 1])))).toBe(definitionKinds.length - 3);
  });

  it.each(appLanguages)('%s app group texts have exactly the keys of zh_CN, none empty, same placeholders', (language) => {
    const catalogue = appGroupPageTexts[language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(appGroupPageTexts.zh_CN).sort());
    expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((key) => placeholders(catalogue[key]!) !== placeholders(appGroupPageTexts.zh_CN[key]!))).toEqual([]);
  });
});
