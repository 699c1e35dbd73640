import { describe, expect, it } from 'vitest';
import { checkUploadType } from './uploadType';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const pngHead = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe('checkUploadType', () => {
  it('accepts a picture whose name and first bytes agree, served as what it is', () => {
    expect(checkUploadType('photo.PNG', pngHead, 'image')).toEqual({ ok: true, extension: 'png', contentType: 'image/png', isImage: true });
    expect(checkUploadType('a.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'file')).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(checkUploadType('a.webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image')).toMatchObject({ ok: true, contentType: 'image/webp' });
  });

  it('accepts documents as attachments', () => {
    expect(checkUploadType('report.pdf', text('%PDF-1.7\n'), 'file')).toMatchObject({ ok: true, contentType: 'application/pdf', isImage: false });
    expect(checkUploadType('list.xlsx', bytes(0x50, 0x4b, 0x03, 0x04, 20), 'file')).toMatchObject({ ok: true, extension: 'xlsx' });
    expect(checkUploadType('notes.txt', text('hello\r\nworld\t!'), 'file')).toMatchObject({ ok: true, contentType: 'text/plain; charset=utf-8' });
  });

  it('refuses a script renamed as a picture (the bytes decide, not the name)', () => {
    expect(checkUploadType('evil.png', text('<script>alert(1)</script>'), 'image')).toEqual({ ok: false, code: 'files/content-mismatch', args: ['png'] });
    expect(checkUploadType('binary.txt', bytes(0x4d, 0x5a, 0x90, 0x00), 'file')).toMatchObject({ ok: false, code: 'files/content-mismatch' });
  });

  it('refuses types the product does not keep, SVG and HTML among them', () => {
    for (const name of ['drawing.svg', 'page.html', 'run.exe', 'noextension']) expect(checkUploadType(name, text('<svg/>'), 'file')).toMatchObject({ ok: false, code: 'files/type-not-allowed' });
    // An own property only: a name such as "x.constructor" is not a type.
    expect(checkUploadType('x.constructor', text('a'), 'file')).toMatchObject({ ok: false, code: 'files/type-not-allowed' });
  });

  it('takes only pictures for image fields, and nothing empty', () => {
    expect(checkUploadType('report.pdf', text('%PDF-1.7'), 'image')).toMatchObject({ ok: false, code: 'files/not-an-image' });
    expect(checkUploadType('a.png', new Uint8Array(0), 'image')).toEqual({ ok: false, code: 'files/empty', args: [] });
  });
});
