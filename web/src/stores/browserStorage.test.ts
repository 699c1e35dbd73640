import { beforeEach, describe, expect, it } from 'vitest';
import { localStore, sessionArea, tokenLifetimeMs } from './browserStorage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('localStore', () => {
  it('keeps a value until its lifetime ends', () => {
    localStore.set('token', 'abc', tokenLifetimeMs, 1000);
    expect(localStore.get('token', 1000 + tokenLifetimeMs - 1)).toBe('abc');
    expect(localStore.get('token', 1000 + tokenLifetimeMs)).toBeUndefined();
    expect(localStorage.getItem('wharf.token')).toBeNull();
  });

  it('removes the entry when set empty', () => {
    localStore.set('token', 'abc', tokenLifetimeMs);
    localStore.set('token', '');
    expect(localStorage.getItem('wharf.token')).toBeNull();
  });

  it('drops unreadable entries', () => {
    localStorage.setItem('wharf.broken', '{not json');
    expect(localStore.get('broken')).toBeUndefined();
  });
});

describe('sessionArea', () => {
  it('round-trips JSON and clears', () => {
    sessionArea.set('userInfo', { id: 1 });
    expect(sessionArea.get('userInfo')).toEqual({ id: 1 });
    sessionArea.clear();
    expect(sessionArea.get('userInfo')).toBeUndefined();
  });
});
