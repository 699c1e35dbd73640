import type { TestApp } from '../support/testApp';

/** Adds an SSO configuration as the platform operator (`admin`); fails the test otherwise. */
export async function addSsoConfig(app: TestApp, config: Record<string, unknown>): Promise<void> {
  const token = await app.loginAs('admin');
  const response = await app.api('POST', '/api/system/ssoConfig/add', { token, body: config });
  if (response.status !== 200) throw new Error(`adding SSO config failed: ${JSON.stringify(response.body)}`);
}

/** Reads a query parameter of a URL, failing loudly when it is missing. */
export function param(url: string | URL, name: string): string {
  const value = new URL(url).searchParams.get(name);
  if (value === null) throw new Error(`${name} missing from ${String(url)}`);
  return value;
}
