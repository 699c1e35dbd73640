import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';
import { click } from '../console/testing/domHelpers';
import { consoleMenu, signIn } from '../console/testing/consoleTestServer';
import { fakePermissions } from '../../test/fakeSession';

vi.mock('@wharf/designers', () => ({ CodeEditor: () => <textarea data-testid="code-editor" /> }));

/** A signed-in console user whose own grants are `own`; every button of the tenant is in allAuth as a rule in force ('1'), as the server sends it. */
function server(own: string[]): FakeServer {
  const entry = (action: string) => ({ action, type: '1', status: '1', describe: action });
  return {
    calls: [],
    handle(method, path) {
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope(fakePermissions(consoleMenu, { auth: own.map(entry), allAuth: ['codeSearch:view', 'codeSearch:editScript'].map(entry) })) };
      if (path === '/api/system/permission/allowEditScript') return { status: 200, body: envelope(false) };
      if (method === 'POST' && path === '/api/eform/manage/codeSearch/code') return { status: 200, body: envelope([]) };
      return undefined;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the header\'s code-search entry', () => {
  it('is offered only to users granted codeSearch:view, and opens the modal', async () => {
    const without = await renderApp('/system/user', server([]));
    await vi.waitFor(() => expect(without.container.querySelector('[data-testid="open-search"]')).not.toBeNull(), { timeout: 30_000 });
    expect(without.container.querySelector('[data-testid="open-code-search"]')).toBeNull();
    without.unmount();

    const granted = await renderApp('/system/user', server(['codeSearch:view']));
    await vi.waitFor(() => expect(granted.container.querySelector('[data-testid="open-code-search"]')).not.toBeNull(), { timeout: 30_000 });
    await click(granted.container.querySelector('[data-testid="open-code-search"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="code-search-submit"]')).not.toBeNull(), { timeout: 30_000 });
    granted.unmount();
  }, 90_000);
});
