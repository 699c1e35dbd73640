import { catalogues } from '@wharf/engine/i18n';
import { describe, expect, it, vi } from 'vitest';
import { readBootConfig } from '../config/bootConfig';
import { translateMessageCode } from '../i18n/i18n';
import { createAppServices } from './appServices';

const loginCode = 'login/locked';
const laterCode = 'warning/cannot-relieve';
// The first load transforms the packages' catalogues: slow on a busy machine.
const loaded = { timeout: 20_000 };

function startAt(path: string) {
  return createAppServices({ bootConfig: readBootConfig({}), fetch: vi.fn() as unknown as typeof fetch, currentPagePath: () => path });
}

describe('the messages the app loads (issue 21)', () => {
  it('gives the login page its own messages only, and the rest once someone logs in', { timeout: 60_000 }, async () => {
    const services = startAt('/index/login');
    await vi.waitFor(() => expect(translateMessageCode(services.i18n, loginCode)).toBe(catalogues.login?.zh_CN[loginCode]), loaded);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(translateMessageCode(services.i18n, laterCode)).toBeUndefined();
    services.session.setState({ token: 'a-token' });
    await vi.waitFor(() => expect(translateMessageCode(services.i18n, laterCode)).toBe(catalogues.warnings?.zh_CN[laterCode]), loaded);
  });

  it('loads every message at once when the app starts elsewhere', async () => {
    const services = startAt('/visitor');
    await vi.waitFor(() => expect(translateMessageCode(services.i18n, laterCode)).toBe(catalogues.warnings?.zh_CN[laterCode]), loaded);
  });

  it('loads the chosen language before switching to it', async () => {
    const services = startAt('/index/login');
    services.settings.getState().setLanguage('en_US');
    await vi.waitFor(() => expect(services.i18n.language).toBe('en_US'), loaded);
    expect(translateMessageCode(services.i18n, loginCode)).toBe(catalogues.login?.en_US[loginCode]);
  });
});
