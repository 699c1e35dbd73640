/** A whole-number setting of at least 1 from the environment; a bad value stops the start with its name. */
export function positiveIntegerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/**
 * Login attempts allowed per minute from one address (`WHARF_LOGIN_LIMIT_PER_IP`, default 30) and
 * against one account (`WHARF_LOGIN_LIMIT_PER_ACCOUNT`, default 10). `loadConfig` reads it once
 * at start so a bad value stops the start.
 */
export function loginRateLimitSettings(env: NodeJS.ProcessEnv = process.env): { perIp: number; perAccount: number; windowSeconds: number } {
  return { perIp: positiveIntegerSetting(env, 'WHARF_LOGIN_LIMIT_PER_IP', 30), perAccount: positiveIntegerSetting(env, 'WHARF_LOGIN_LIMIT_PER_ACCOUNT', 10), windowSeconds: 60 };
}
