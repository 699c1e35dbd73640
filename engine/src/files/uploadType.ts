/** What an upload field accepts: any allowed file, or pictures only (image fields, their thumbnails). */
export type UploadKind = 'file' | 'image';

/** An accepted upload's type, decided from its name AND its first bytes. */
export interface AcceptedUploadType {
  ok: true;
  /** Lower-case, without the dot: what the stored file is known as. */
  extension: string;
  /** What the file is served as (never what the client claimed). */
  contentType: string;
  /** Shown inline (thumbnails, previews); every other type is served as an attachment. */
  isImage: boolean;
}

/** A refused upload: a message code of the `files/` area and its arguments. */
export interface RefusedUploadType {
  ok: false;
  code: 'files/empty' | 'files/type-not-allowed' | 'files/content-mismatch' | 'files/not-an-image';
  args: string[];
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];
const zip = [0x50, 0x4b, 0x03, 0x04];
// The compound file of the older Office formats (doc, xls, ppt).
const compoundFile = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Plain text: no NUL byte and no other control character than tab, line feed, carriage return and form feed. */
function looksLikeText(head: Uint8Array): boolean {
  return head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c);
}

interface KnownType {
  contentType: string;
  isImage: boolean;
  /** Whether the first bytes are what a file of this type starts with. */
  sniff(head: Uint8Array): boolean;
}

/**
 * The types an upload may be. SVG and HTML are left out on purpose: a browser runs the scripts
 * they carry, and the files are served from the application's own origin.
 */
const knownTypes: Readonly<Record<string, KnownType>> = {
  png: { contentType: 'image/png', isImage: true, sniff: (head) => startsWith(head, png) },
  jpg: { contentType: 'image/jpeg', isImage: true, sniff: (head) => startsWith(head, jpeg) },
  jpeg: { contentType: 'image/jpeg', isImage: true, sniff: (head) => startsWith(head, jpeg) },
  gif: { contentType: 'image/gif', isImage: true, sniff: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')) },
  webp: { contentType: 'image/webp', isImage: true, sniff: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8) },
  pdf: { contentType: 'application/pdf', isImage: false, sniff: (head) => startsWith(head, ascii('%PDF-')) },
  zip: { contentType: 'application/zip', isImage: false, sniff: (head) => startsWith(head, zip) },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', isImage: false, sniff: (head) => startsWith(head, zip) },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', isImage: false, sniff: (head) => startsWith(head, zip) },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', isImage: false, sniff: (head) => startsWith(head, zip) },
  doc: { contentType: 'application/msword', isImage: false, sniff: (head) => startsWith(head, compoundFile) },
  xls: { contentType: 'application/vnd.ms-excel', isImage: false, sniff: (head) => startsWith(head, compoundFile) },
  ppt: { contentType: 'application/vnd.ms-powerpoint', isImage: false, sniff: (head) => startsWith(head, compoundFile) },
  txt: { contentType: 'text/plain; charset=utf-8', isImage: false, sniff: looksLikeText },
  csv: { contentType: 'text/csv; charset=utf-8', isImage: false, sniff: looksLikeText },
};

/** The extensions an upload may have, for the file picker's `accept` and for messages. */
export const uploadExtensions: Readonly<Record<UploadKind, readonly string[]>> = {
  file: Object.keys(knownTypes),
  image: Object.keys(knownTypes).filter((extension) => knownTypes[extension]!.isImage),
};

/** The most an upload may weigh, in MB: "attachment max 10M" (spec §5, §9), for the server's refusal and the screens' early check. */
export const uploadLimitMegabytes = 10;

/** How many first bytes `checkUploadType` reads (the longest signature it looks for, and a text sample). */
export const uploadSniffBytes = 512;

/**
 * Decides whether an upload is a type the product keeps: its name's extension must be one of the
 * known types (of pictures, for image fields) AND its first bytes must be what such a file starts
 * with, so a script renamed `.png` is refused. The answer's content type is what the file is served
 * as later; the client's own claim is never used.
 */
export function checkUploadType(fileName: string, head: Uint8Array, kind: UploadKind): AcceptedUploadType | RefusedUploadType {
  if (head.length === 0) return { ok: false, code: 'files/empty', args: [] };
  const dot = fileName.lastIndexOf('.');
  const extension = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const known = Object.hasOwn(knownTypes, extension) ? knownTypes[extension] : undefined;
  if (!known) return { ok: false, code: 'files/type-not-allowed', args: [extension || fileName, uploadExtensions[kind].join(', ')] };
  if (kind === 'image' && !known.isImage) return { ok: false, code: 'files/not-an-image', args: [uploadExtensions.image.join(', ')] };
  if (!known.sniff(head.subarray(0, uploadSniffBytes))) return { ok: false, code: 'files/content-mismatch', args: [extension] };
  return { ok: true, extension, contentType: known.contentType, isImage: known.isImage };
}
