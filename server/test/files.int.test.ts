import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 18 §5, files: uploads for a form's upload and image fields and for announcements, checked
 * for size and type, stored under server-made names, and served to whoever may read what owns them.
 */

let app: TestApp;
let admin: string;
let reader: string;
let noRole: string;
let acme: string;

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');

interface Stored { id: string; name: string; contentType: string; size: number; url: string }

async function upload(token: string, query: string, body: Uint8Array | string, contentType = 'application/octet-stream', lang = 'en_US') {
  const response = await fetch(`${app.url}/api/files/upload?${query}&lang=${lang}`, { method: 'POST', headers: { 'X-Access-Token': token, 'Content-Type': contentType }, body });
  return { status: response.status, body: (await response.json()) as { result: Stored & { errors?: Array<{ path: string; code: string; message: string }> }; message: string; messageCode?: string } };
}
const toField = (colCode: string, fileName: string) => `purpose=form&formCode=file_form&colCode=${colCode}&fileName=${encodeURIComponent(fileName)}`;
const read = (token: string | undefined, path: string) => fetch(`${app.url}${path}`, { headers: token ? { 'X-Access-Token': token } : {} });

async function userWith(name: string, permissionIds: string[] | null): Promise<string> {
  const roleIds: string[] = [];
  if (permissionIds) {
    const role = await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleCode: `files_${name}`, roleName: `Files ${name}`, roleType: 'front' } });
    expect((await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: role.body.result.id, permissionIds } })).status).toBe(200);
    roleIds.push(role.body.result.id);
  }
  const user = await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username: `files_${name}`, realname: name, password: 'Files-Test-2026!x', roleIds } });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  await app.database.owner('sys_user').where({ id: user.body.result.id }).update({ force_change_pass: 'N' });
  return app.loginAs(`files_${name}`, 'Files-Test-2026!x');
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  await syncedTable(app, admin, 'demo', 'file_docs', [column('title', 'varchar', { colLength: 100 }), column('photo', 'json'), column('papers', 'json')]);
  await publishDefinition(app, admin, 'form', 'file_form', {
    schemaVersion: 2, formCode: 'file_form', formName: 'Documents', objectName: 'file_docs', formStatus: 'enable',
    fields: [{ colCode: 'title', title: 'Title', type: 'input' }, { colCode: 'photo', title: 'Photo', type: 'image' }, { colCode: 'papers', title: 'Papers', type: 'upload' }],
  });
  const customs = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
  const menu = await app.api<{ id: string }>('POST', '/api/eform/forms/file_form/menu', { token: admin, body: { parentId: customs, title: 'Documents', menuCode: 'file_form_page' } });
  expect(menu.status, JSON.stringify(menu.body)).toBe(200);
  reader = await userWith('reader', [customs, menu.body.result.id]);
  noRole = await userWith('norole', null);
});
afterAll(async () => app?.close());

describe('uploading', () => {
  it('keeps a picture for an image field under a server-made id, with its own name as metadata only', async () => {
    const stored = await upload(reader, toField('photo', '../../etc/passwd.png'), png);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body.result).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: '....etcpasswd.png', contentType: 'image/png', size: png.length, url: `/api/files/${stored.body.result.id}` });
    const row = await app.database.owner('sys_file').where({ id: stored.body.result.id }).first<{ storage_key: string; sha256: string }>();
    expect(row!.storage_key).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    expect(row!.storage_key.endsWith(stored.body.result.id)).toBe(true);
  });

  it('refuses a file over 10M with the spec\'s message (413), in the caller\'s language', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png);
    const english = await upload(reader, toField('papers', 'big.png'), big);
    expect(english.status).toBe(413);
    expect(english.body).toMatchObject({ messageCode: 'files/too-large', message: 'The file is too large, at most 10M' });
    expect((await upload(reader, toField('papers', 'big.png'), big, 'application/octet-stream', 'zh_CN')).body.message).toBe('文件过大，最大 10M');
    // Exactly 10M is taken.
    const limit = new Uint8Array(10 * 1024 * 1024);
    limit.set(png);
    expect((await upload(reader, toField('papers', 'limit.png'), limit)).status).toBe(201);
  });

  it('refuses types by name and by content: a script named .png, an SVG, a PDF in an image field, an empty file', async () => {
    const refusal = async (field: string, name: string, body: Uint8Array | string) => {
      const answer = await upload(reader, toField(field, name), body);
      expect(answer.status, name).toBe(400);
      return answer.body.result.errors![0]!;
    };
    expect(await refusal('photo', 'evil.png', '<script>alert(1)</script>')).toMatchObject({ path: '/body', code: 'files/content-mismatch', message: 'The file\'s content is not a png file' });
    expect(await refusal('papers', 'drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')).toMatchObject({ code: 'files/type-not-allowed' });
    expect(await refusal('photo', 'paper.pdf', '%PDF-1.7 x')).toMatchObject({ code: 'files/not-an-image' });
    expect(await refusal('papers', 'empty.txt', '')).toMatchObject({ code: 'files/empty' });
    expect(await app.database.owner('sys_file').where({ original_name: 'evil.png' }).first()).toBeUndefined();
  });

  it('takes files only for an upload or image field of a form the caller may write, and names the field otherwise', async () => {
    expect((await upload(noRole, toField('photo', 'a.png'), png)).status).toBe(403);
    const notUpload = await upload(reader, toField('title', 'a.png'), png);
    expect(notUpload.status).toBe(400);
    expect(notUpload.body.result.errors).toEqual([{ path: '/query/colCode', code: 'files/not-an-upload-field', message: 'Field title is not an upload or image field' }]);
    expect((await upload(reader, 'purpose=form&fileName=a.png', png)).body.result.errors!.map((e) => e.path)).toEqual(['/query/formCode', '/query/colCode']);
    expect((await upload(admin, 'purpose=form&formCode=no_such_form&colCode=photo&fileName=a.png', png)).status).toBe(404);
    // Announcement attachments are for the announcements' administrators.
    expect((await upload(reader, 'purpose=announcement&fileName=a.txt', 'text')).status).toBe(403);
  });
});

describe('reading', () => {
  it('serves a picture inline with its sniffed type and nosniff, and another file as an attachment under its own name', async () => {
    const picture = (await upload(reader, toField('photo', 'Ship photo.png'), png, 'text/html')).body.result;
    const shown = await read(reader, picture.url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.headers.get('content-disposition')).toBe(`inline; filename="${picture.id}"; filename*=UTF-8''Ship%20photo.png`);
    expect(Buffer.from(await shown.arrayBuffer()).equals(png)).toBe(true);

    const paper = (await upload(reader, toField('papers', '提单.txt'), 'bill of lading')).body.result;
    const downloaded = await read(reader, paper.url);
    expect(downloaded.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(downloaded.headers.get('content-disposition')).toBe(`attachment; filename="${paper.id}"; filename*=UTF-8''${encodeURIComponent('提单.txt')}`);
    expect(await downloaded.text()).toBe('bill of lading');
  });

  it('lets whoever may read the owning record read the file, and no one else in the tenant', async () => {
    const picture = (await upload(admin, toField('photo', 'seal.png'), png)).body.result;
    // Not yet in any record: the uploader only.
    expect((await read(admin, picture.url)).status).toBe(200);
    expect((await read(reader, picture.url)).status).toBe(404);
    const created = await app.api<{ id: string; rowVersion: number }>('POST', '/api/eform/data/file_form', { token: admin, body: { data: { title: 'With seal', photo: [{ id: picture.id, name: picture.name, url: picture.url }] } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await read(reader, picture.url)).status).toBe(200);
    expect((await read(noRole, picture.url)).status).toBe(404);
    // Taken out of the record, it is the uploader's only again.
    expect((await app.api('PUT', `/api/eform/data/file_form/${created.body.result.id}`, { token: admin, body: { rowVersion: created.body.result.rowVersion, data: { photo: [] } } })).status).toBe(200);
    expect((await read(reader, picture.url)).status).toBe(404);
  });

  it('answers the spec\'s two file paths with the same file and rights, and keeps other tenants out', async () => {
    const picture = (await upload(reader, toField('photo', 'gate.png'), png)).body.result;
    for (const path of [`/acmp/api/dcAcmp/getFile/${picture.id}`, `/cs/api/dcCsUpload/getFile/${picture.id}`]) {
      const answer = await read(reader, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect((await read(undefined, path)).status).toBe(401);
      expect((await read(acme, path)).status).toBe(404);
      expect((await read(noRole, path)).status).toBe(404);
    }
    expect((await read(acme, picture.url)).status).toBe(404);
    expect((await read(reader, '/api/files/not-an-id')).status).toBe(404);
  });
});

describe('announcement attachments', () => {
  it('attaches announcement uploads, refuses others by their place in the list, and lets the users the published announcement reaches read them', async () => {
    const attachment = (await upload(admin, 'purpose=announcement&fileName=Notice.pdf', '%PDF-1.7 notice')).body.result;
    const formFile = (await upload(admin, toField('papers', 'form.txt'), 'form file')).body.result;
    const body = { title: 'With attachment', content: '<p>See the file</p>', attachmentIds: [attachment.id] };
    const refused = await app.api<{ errors: Array<{ path: string; code: string; message: string }> }>('POST', '/api/system/annountCement/add?lang=en_US', { token: admin, body: { ...body, attachmentIds: [attachment.id, formFile.id] } });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toEqual([{ path: '/body/attachmentIds/1', code: 'files/attachment-not-found', message: `Attachment ${formFile.id} does not exist` }]);

    const added = await app.api<{ id: string; attachments: Stored[] }>('POST', '/api/system/annountCement/add', { token: admin, body });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result.attachments).toEqual([{ id: attachment.id, name: 'Notice.pdf', contentType: 'application/pdf', size: 15, url: attachment.url }]);
    // Unpublished: the administrators only.
    expect((await read(reader, attachment.url)).status).toBe(404);
    expect((await app.api('GET', `/api/system/annountCement/doReleaseData?id=${added.body.result.id}`, { token: admin })).status).toBe(200);
    const inbox = await app.api<{ records: Array<{ anntId: string; attachments: Stored[] }> }>('GET', '/api/system/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10', { token: reader });
    expect(inbox.body.result.records.find((r) => r.anntId === added.body.result.id)!.attachments.map((a) => a.id)).toEqual([attachment.id]);
    const downloaded = await read(reader, attachment.url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect((await read(acme, attachment.url)).status).toBe(404);
    // Withdrawn, it reaches nobody but the administrators again.
    expect((await app.api('GET', `/api/system/annountCement/doReovkeData?id=${added.body.result.id}`, { token: admin })).status).toBe(200);
    expect((await read(reader, attachment.url)).status).toBe(404);
    expect((await read(admin, attachment.url)).status).toBe(200);
  });
});

describe('system message attachments', () => {
  it('carry the message\'s attachments to the announcement it becomes, for its receivers only', async () => {
    const attachment = (await upload(admin, 'purpose=announcement&fileName=Schedule.txt', 'berth schedule')).body.result;
    const base = '/api/system/message/sysMessage';
    const body = { esTitle: 'Berth schedule', esType: 'system', esReceiver: 'files_reader', esContent: '<p>Attached</p>' };
    const refused = await app.api<{ errors: Array<{ path: string; code: string }> }>('POST', `${base}/add`, { token: admin, body: { ...body, attachmentIds: ['00000000-0000-4000-8000-000000000000'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toEqual([expect.objectContaining({ path: '/body/attachmentIds/0', code: 'files/attachment-not-found' })]);
    const added = await app.api<{ id: string; attachmentIds: string[] }>('POST', `${base}/add`, { token: admin, body: { ...body, attachmentIds: [attachment.id] } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result.attachmentIds).toEqual([attachment.id]);
    expect((await read(reader, attachment.url)).status).toBe(404);
    expect((await app.api('PUT', `${base}/publish?id=${added.body.result.id}`, { token: admin })).status).toBe(200);
    const inbox = await app.api<{ records: Array<{ title: string; attachments: Stored[] }> }>('GET', '/api/system/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10&msgCategory=2', { token: reader });
    expect(inbox.body.result.records.find((r) => r.title === 'Berth schedule')!.attachments.map((a) => a.name)).toEqual(['Schedule.txt']);
    expect(await (await read(reader, attachment.url)).text()).toBe('berth schedule');
    expect((await read(noRole, attachment.url)).status).toBe(404);
  });
});
