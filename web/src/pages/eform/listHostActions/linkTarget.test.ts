import { describe, expect, it } from 'vitest';
import { linkTarget } from './linkTarget';
import { parameterQuery } from './parameterText';

const origin = 'https://wharf.example.com';

describe('linkTarget (openUrl buttons)', () => {
  it('adds the out-parameters to an outside http(s) address as encoded query values', () => {
    expect(linkTarget('https://track.example.com/find?lang=en', { no: 'B-001 & co', id: 7 }, origin)).toEqual({ kind: 'address', href: 'https://track.example.com/find?lang=en&no=B-001+%26+co&id=7' });
    expect(linkTarget(' http://track.example.com ', {}, origin)).toEqual({ kind: 'address', href: 'http://track.example.com/' });
  });

  it('keeps a path of this site as a path (opened by the app\'s router), its hash after the query', () => {
    expect(linkTarget('/eform/view/dec_goods#top', { dec_bill_no: 'B/1' }, origin)).toEqual({ kind: 'path', path: '/eform/view/dec_goods?dec_bill_no=B%2F1#top' });
  });

  it('refuses script, data, other schemes, other hosts by protocol-relative tricks, and nothing at all', () => {
    for (const address of ['javascript:alert(1)', ' JavaScript:alert(document.cookie)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'ftp://files.example.com/a', '//evil.example.com/x', '/\\evil.example.com/x', 'mailto:a@b.c', 'relative/page', '', undefined]) {
      expect(linkTarget(address, { id: '1' }, origin), String(address)).toBeUndefined();
    }
  });

  it('sends several rows\' values comma-joined and an empty value as empty text', () => {
    expect(parameterQuery({ ids: ['a', 'b'], none: null, count: 0 })).toEqual({ ids: 'a,b', none: '', count: '0' });
    expect(linkTarget('/list', { ids: ['a', 'b'] }, origin)).toEqual({ kind: 'path', path: '/list?ids=a%2Cb' });
  });
});
