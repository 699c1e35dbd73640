import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded the first time a sheet is read. It is the heaviest module the server would load at start (about
 * 0.2 s of each server test file's import on CI's machine) and only reading an upload needs it, so the server
 * starts, and each test file loads, without it.
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
