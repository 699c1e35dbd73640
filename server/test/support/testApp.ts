import type { Server } from 'node:http';
import pino from 'pino';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { createApp, wharf } from '../../src/app/composition';
import { stopSessionCache } from '../../src/auth/sessionChangeListener';
import { testAdminPassword } from './constants';
import { solveSlider } from './slider';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; message: string; code: number; result: T; timestamp: number; messageCode?: string };
}

export interface TestApp {
  url: string;
  ctx: AppContext;
  database: TestDatabase;
  /** Calls the API as JSON; `token` goes in X-Access-Token. */
  api<T = unknown>(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<ApiResponse<T>>;
  /** Logs a seeded user in and returns the token. */
  loginAs(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The real Express app on a fresh cloned database, listening on a free loopback port. */
export async function startTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const log = pino({ level: 'silent' });
  const config = { ...loadConfig({ ADMIN_PASSWORD: testAdminPassword }, []), databaseUrl: database.ownerUrl };
  const ctx: AppContext = { config, db: database.db, owner: database.owner, log, workerStatus: () => 'up', crontab: wharf.crontab, publishChecks: wharf.publishChecks, jobKinds: wharf.jobKinds, logoutUrl: wharf.logoutUrl };
  const server: Server = await new Promise((resolve) => {
    const s = createApp(ctx).listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const api: TestApp['api'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers['X-Access-Token'] = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${url}${path}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as ApiResponse['body'] } as ApiResponse<never>;
  };

  const testApp: TestApp = {
    url,
    ctx,
    database,
    api,
    loginAs: async (username, password = testAdminPassword) => {
      let response = await api<{ token: string; sliderRequired?: boolean }>('POST', '/api/system/login', { body: { username, password } });
      // After a failed login the site asks for a slider ('afterFailure'); solve it as a person would.
      if (response.status === 400 && response.body.result?.sliderRequired) {
        response = await api('POST', '/api/system/login', { body: { username, password, sliderToken: await solveSlider(testApp) } });
      }
      if (response.status !== 200) throw new Error(`login as ${username} failed: ${JSON.stringify(response.body)}`);
      return response.body.result.token;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stopSessionCache(ctx);
      await database.drop();
    },
  };
  return testApp;
}
