import { describe, expect, it } from 'vitest';
import { matchesTrace, TraceRing, type TraceEntry } from './traceRing';

const entry = (overrides: Partial<TraceEntry> = {}): TraceEntry => ({
  at: new Date(0), method: 'GET', path: '/api/system/user/list', queryNames: [], status: 200, durationMs: 12, userId: 'u1', tenantId: 't1', requestId: 'r', ...overrides,
});

describe('TraceRing', () => {
  it('keeps the newest entries up to its capacity, newest first', () => {
    const ring = new TraceRing(3);
    expect(ring.newestFirst()).toEqual([]);
    for (const requestId of ['a', 'b', 'c', 'd']) ring.add(entry({ requestId }));
    expect(ring.newestFirst().map((kept) => kept.requestId)).toEqual(['d', 'c', 'b']);
  });
});

describe('matchesTrace', () => {
  it('filters on an exact status or a status class', () => {
    expect(matchesTrace(entry({ status: 404 }), null, { status: '404' })).toBe(true);
    expect(matchesTrace(entry({ status: 403 }), null, { status: '404' })).toBe(false);
    expect(matchesTrace(entry({ status: 403 }), null, { status: '4xx' })).toBe(true);
    expect(matchesTrace(entry({ status: 503 }), null, { status: '4XX' })).toBe(false);
  });

  it('filters on part of the path, the user by name or id, and the least duration', () => {
    expect(matchesTrace(entry(), 'Demo_Admin', { path: 'USER/list', user: 'admin', minDurationMs: 12 })).toBe(true);
    expect(matchesTrace(entry(), 'demo_admin', { user: 'u1' })).toBe(true);
    expect(matchesTrace(entry(), 'demo_admin', { user: 'other' })).toBe(false);
    expect(matchesTrace(entry({ userId: null }), null, { user: 'admin' })).toBe(false);
    expect(matchesTrace(entry(), null, { path: 'roles' })).toBe(false);
    expect(matchesTrace(entry(), null, { minDurationMs: 13 })).toBe(false);
  });
});
