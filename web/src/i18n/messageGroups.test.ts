import { catalogues } from '@wharf/engine/i18n';
import { designerCatalogues } from '@wharf/designers/i18n';
import { rendererCatalogues } from '@wharf/renderer/i18n';
import { describe, expect, it } from 'vitest';
import { appLanguages } from './languages';
import { loginMessageAreas, textChunk, wantedTextGroups } from './messageGroups';

const sources = { catalogues, rendererCatalogues, designerCatalogues };

describe('text chunks', () => {
  it('names only areas the engine has in the login group', () => {
    expect(loginMessageAreas.filter((area) => !(area in catalogues))).toEqual([]);
  });

  it('holds every message of a language exactly once across its two groups, and nothing of another language', () => {
    for (const language of appLanguages) {
      const login = textChunk(sources, language, 'login');
      const rest = textChunk(sources, language, 'rest');
      const everyMessage = Object.assign({}, ...Object.values(catalogues).map((catalogue) => catalogue[language])) as Record<string, string>;
      expect({ ...login.messages, ...rest.messages }).toEqual(everyMessage);
      expect(Object.keys(login.messages).filter((code) => code in rest.messages)).toEqual([]);
      expect(login.messages['login/locked']).toBe(catalogues.login?.[language]['login/locked']);
    }
    expect(textChunk(sources, 'en_US', 'login').messages['system/access-denied']).not.toBe(textChunk(sources, 'zh_CN', 'login').messages['system/access-denied']);
  });

  it('keeps the renderer and designer texts out of the login group', () => {
    expect(textChunk(sources, 'en_US', 'login').translation).toEqual({});
    expect(textChunk(sources, 'en_US', 'rest').translation).toEqual({ ...rendererCatalogues.en_US, ...designerCatalogues.en_US });
  });
});

describe('wantedTextGroups', () => {
  it('gives the login family before login its own group only', () => {
    for (const path of ['/', '/index/login', '/index/register', '/index/forgot-password']) expect(wantedTextGroups({ hasSession: false, path })).toEqual(['login']);
  });

  it('gives every group to a session, and to a start on any other page', () => {
    expect(wantedTextGroups({ hasSession: true, path: '/index/login' })).toEqual(['login', 'rest']);
    for (const path of ['/workbench', '/visitor', '/404', '/indexes']) expect(wantedTextGroups({ hasSession: false, path })).toEqual(['login', 'rest']);
  });
});
