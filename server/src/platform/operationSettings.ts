import { maxExportRows, uploadLimitMegabytes } from '@wharf/engine';
import { positiveIntegerSetting } from './envSettings';

/** The operator's settings of data operations (spec §8 experience environment, §9 limits), read once at start. */
export interface OperationSettings {
  /**
   * The experience (demo) environment (`WHARF_DEMO_MODE`, `true`/`1` or `false`/`0`, default off): the
   * server refuses every write but signing in and out with "disabled in experience environment"
   * (`http/demoModeGuard.ts`), and the web marks and blocks its write controls.
   */
  isDemoMode: boolean;
  /** Rows an export writes at most (`WHARF_EXPORT_MAX_ROWS`, default and ceiling: a sheet's 1,048,575 below its heading). */
  exportMaxRows: number;
  /** Megabytes a file upload may have (`WHARF_UPLOAD_LIMIT_MB`, default 10: the spec's attachment limit). */
  uploadLimitMegabytes: number;
}

function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** Reads the settings from the environment; a bad value stops the start with its name. */
export function operationSettings(env: NodeJS.ProcessEnv): OperationSettings {
  const exportRows = positiveIntegerSetting(env, 'WHARF_EXPORT_MAX_ROWS', maxExportRows);
  if (exportRows > maxExportRows) throw new Error(`WHARF_EXPORT_MAX_ROWS must be at most ${maxExportRows} (a sheet's rows below its heading), got "${env.WHARF_EXPORT_MAX_ROWS}"`);
  return {
    isDemoMode: parseFlag('WHARF_DEMO_MODE', env.WHARF_DEMO_MODE),
    exportMaxRows: exportRows,
    uploadLimitMegabytes: positiveIntegerSetting(env, 'WHARF_UPLOAD_LIMIT_MB', uploadLimitMegabytes),
  };
}
