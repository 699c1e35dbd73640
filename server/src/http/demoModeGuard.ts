import type { RequestHandler } from 'express';
import type { AppContext } from '../context';
import { AppError } from './errors';

// What an experience (demo) site still lets through besides reading: signing in and out (every
// entry of the login family, the slider and SMS codes they ask for), choosing the tenant, company
// or division a session works in, the usage tracking, and the calls that read through a POST
// (option look-ups, previews, plans, tests, dataset and widget queries, exports).
const allowedWrites: ReadonlyArray<RegExp> = [
  /^\/api\/system\/(login(\/verifyCode)?|logout|phoneLogin|sms|slider\/verify|visitorLogin|oauth2\/login|(secret|xdo|gw|medicine|waizongfu|portal)FreeLogin)$/,
  /^\/api\/system\/(tenant\/switch(Out)?|selectDepart|division\/switch)$/,
  /^\/api\/system\/(log\/operationlog|user\/register\/log|duplicate\/check|dynamicquery\/queryListByTableNameAndCondition)$/,
  /^\/api\/eform\/engine\/viewEngine\/[A-Za-z]+$/,
  /^\/api\/eform\/(views\/preview|dataset\/[^/]+\/query|report\/widget\/[^/]+\/export|views\/[^/]+\/exportTask|tables\/[^/]+\/plan|apps\/plan|manage\/market\/plan|sqlConfig\/test|httpConfig\/test)$/,
  /^\/api\/bpm\/instance\/preview$/,
  /^\/api\/warn\/rules\/(backtest|evaluate)$/,
  /^\/exportasync\/api\/v1\/task\/get$/,
];

const readingMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an experience site lets a request through: every read, and the writes listed above. */
export function isAllowedInDemoMode(method: string, path: string): boolean {
  if (readingMethods.has(method.toUpperCase())) return true;
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return allowedWrites.some((pattern) => pattern.test(normalised));
}

/**
 * The experience environment (spec §8 "disabled in experience environment"; the operator's
 * `WHARF_DEMO_MODE`): every other write is refused with that message (403 `system/demo-mode`)
 * before any route runs, public ones included (registration). Read per request, so the setting is
 * the process's configuration as it stands.
 */
export function demoModeGuard(ctx: Pick<AppContext, 'config'>): RequestHandler {
  return (req, _res, next) => {
    if (!ctx.config.isDemoMode || isAllowedInDemoMode(req.method, req.path)) {
      next();
      return;
    }
    next(new AppError(403, 'system/demo-mode'));
  };
}
