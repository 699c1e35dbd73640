import express from 'express';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQueryString, type QueryParser } from './parseQueryString';

// Express's own "extended" parser (qs), the one the fast path must always agree with.
const extended = express().set('query parser', 'extended').get('query parser fn') as QueryParser;

describe('parseQueryString', () => {
  it('reads flat pairs as qs does', () => {
    const text = 'trade_mode=0110&column=createTime&order=desc&pageSize=20&pageNo=7&name=a+b%20c&flag&=x&bad=%E0%A4%A';
    expect(parseQueryString(text, extended)).toEqual(extended(text));
    expect(parseQueryString(text, extended)).toEqual({ trade_mode: '0110', column: 'createTime', order: 'desc', pageSize: '20', pageNo: '7', name: 'a b c', flag: '', bad: '%E0%A4%A' });
  });

  it('hands brackets, repeated names and prototype names to qs', () => {
    for (const text of ['a[b]=1', 'a%5Bb%5D=1', 'a=1&a=2', '__proto__=x&b=1', 'constructor=x&toString=y', 'superQueryParams=%5B%7B%7D%5D']) {
      expect(parseQueryString(text, extended), text).toEqual(extended(text));
    }
    expect(parseQueryString(null, extended)).toEqual({});
    expect(parseQueryString('', extended)).toEqual({});
  });

  it('agrees with qs on random query strings', () => {
    const piece = fc.constantFrom('a', 'b', 'pageNo', '1', '=', '&', '%', '%2', '%20', '%41', '+', '[', ']', '%5B', '%5d', '.', '__proto__', 'constructor', 'hasOwnProperty', '0', '中', '%E4%B8%AD', ' ');
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')), (text) => {
      expect(parseQueryString(text, extended)).toEqual(extended(text));
    }), { numRuns: 3000 });
  });

  it('leaves more than qs\'s 1000 parameters to qs', () => {
    const text = Array.from({ length: 1100 }, (_, i) => `p${i}=${i}`).join('&');
    expect(parseQueryString(text, extended)).toEqual(extended(text));
  });
});
