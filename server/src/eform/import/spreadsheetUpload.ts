import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ServerConfig } from '../../config';
import { AppError, coerceError } from '../../http/errors';
import { decodeCsv, readCsvSheet } from './csvSheet';
import { uploadName, xlsxType } from './importUploads';
import type { ImportSheet, SheetLayout } from './readImportSheet';
import { readStreamedSheet } from './sheetStream';
import { convertXlsToXlsx } from './xlsConversion';

// How an import's file arrives (the raw body, or a multipart form as an HTML form, Postman or curl -F
// send it) and which kind of spreadsheet it is.

/** The content types an import accepts: the file as the raw body, or a form carrying it. */
export const spreadsheetUploadTypes = [xlsxType, 'application/octet-stream', 'text/csv', 'application/csv', 'application/vnd.ms-excel', 'multipart/form-data'];

/** What a form adds around the file (boundaries, part headers, other small fields). */
const formOverheadBytes = 64 * 1024;

/** The file of a multipart upload, kept on the response until the route reads it. */
interface FormFile {
  name: string;
  type: string;
}

/**
 * A multipart body's file taken out of the form (undici's `formData()`, the platform's own parser):
 * the part named `file`, else the first part that is a file. The request's body becomes the file's
 * bytes, as a raw upload's is; its name and type are kept for `spreadsheetFile`.
 */
async function unpackForm(maxUploadBytes: number, req: Request, res: Response, next: NextFunction): Promise<void> {
  try {
    if (!req.is('multipart/form-data') || !Buffer.isBuffer(req.body)) return next();
    let form: FormData;
    try {
      form = await new Response(req.body, { headers: { 'content-type': req.get('content-type')! } }).formData();
    } catch {
      throw new AppError(400, 'import/form-unreadable');
    }
    // A form's entries are text fields or files: the part named `file`, else the first file.
    const named = form.get('file');
    const file = named !== null && typeof named !== 'string' ? named : [...form.values()].find((value) => typeof value !== 'string');
    if (typeof file === 'string') throw new AppError(400, 'import/form-without-file');
    if (!file) throw new AppError(400, 'import/form-without-file');
    if (file.size > maxUploadBytes) throw new AppError(413, 'system/payload-too-large');
    req.body = Buffer.from(await file.arrayBuffer());
    res.locals.formFile = { name: file.name, type: file.type } satisfies FormFile;
    next();
  } catch (error) {
    next(coerceError(error));
  }
}

/**
 * The body parsers of an import upload route: the raw file, or a form carrying it, each at most the
 * upload limit (`WHARF_UPLOAD_LIMIT_MB`), read at each request as the file uploads read it.
 */
export function spreadsheetBody(config: Pick<ServerConfig, 'uploadLimitMegabytes'>): RequestHandler[] {
  const limitBytes = () => config.uploadLimitMegabytes * 1024 * 1024;
  const rawFileTypes = spreadsheetUploadTypes.filter((type) => type !== 'multipart/form-data');
  return [
    (req, res, next) => express.raw({ type: rawFileTypes, limit: limitBytes() })(req, res, next),
    (req, res, next) => express.raw({ type: 'multipart/form-data', limit: limitBytes() + formOverheadBytes })(req, res, next),
    (req, res, next) => void unpackForm(limitBytes(), req, res, next),
  ];
}

/** The kinds of file an import reads (an .xls once converted to .xlsx: `xlsConversion.ts`). */
export type SpreadsheetFormat = 'xlsx' | 'csv' | 'xls';

/** An uploaded spreadsheet: its bytes, its name, what it is, and the charset its upload declared (CSV). */
export interface SpreadsheetFile {
  bytes: Buffer;
  name: string;
  format: SpreadsheetFormat;
  charset?: string;
}

const charsetOf = (contentType: string | undefined) => /;\s*charset="?([^";]+)"?/i.exec(contentType ?? '')?.[1];

/**
 * What the upload is: an .xlsx (a zip), a legacy .xls (an OLE2 compound file, read through
 * LibreOffice: `xlsConversion.ts`), or a CSV (named `.csv` or sent as `text/csv`). A file named
 * `.xls` that is neither keeps the .xls message; anything else is "not a spreadsheet".
 */
export function spreadsheetFile(req: Request, res: Response, nameFromQuery: string | undefined): SpreadsheetFile {
  const bytes: unknown = req.body;
  if (!Buffer.isBuffer(bytes)) throw new AppError(400, 'import/not-xlsx');
  const formFile = res.locals.formFile as FormFile | undefined;
  // A form's file carries its own name; a raw body's comes in the query or the X-File-Name header.
  const name = uploadName(req, formFile?.name || nameFromQuery);
  const type = (formFile ? formFile.type : req.get('content-type')) ?? '';
  const charset = charsetOf(formFile ? formFile.type : req.get('content-type'));
  const isOle2 = bytes.length >= 8 && bytes.readUInt32BE(0) === 0xd0cf11e0 && bytes.readUInt32BE(4) === 0xa1b11ae1;
  if (isOle2) return { bytes, name, format: 'xls' };
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b) return { bytes, name, format: 'xlsx' };
  if (/\.xls$/i.test(name)) throw new AppError(400, 'import/xls-not-supported');
  if (/\.csv$/i.test(name) || /^(text|application)\/csv\b/i.test(type)) return { bytes, name, format: 'csv', ...(charset ? { charset } : {}) };
  throw new AppError(400, 'import/not-xlsx');
}

/** The file as an .xlsx or a CSV: an .xls converted by LibreOffice (refused clearly without it), the others as they are. */
export async function withoutXls(config: Pick<ServerConfig, 'sofficePath'>, file: SpreadsheetFile): Promise<SpreadsheetFile & { format: 'xlsx' | 'csv' }> {
  if (file.format !== 'xls') return { ...file, format: file.format };
  return { ...file, bytes: await convertXlsToXlsx(config, file.bytes), format: 'xlsx' };
}

/** The sheet an import reads from the file: an .xlsx's (or a converted .xls's) sheet by the layout, streamed, or the CSV's rows. */
export async function readSpreadsheet(config: Pick<ServerConfig, 'sofficePath'>, file: SpreadsheetFile, layout: SheetLayout = {}): Promise<ImportSheet> {
  const readable = await withoutXls(config, file);
  if (readable.format === 'csv') return readCsvSheet(decodeCsv(readable.bytes, readable.charset), readable.name, layout);
  return readStreamedSheet(readable.bytes, layout);
}
