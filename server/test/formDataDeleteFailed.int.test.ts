import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaration, prepareFormDataUsers, type FormDataUsers } from './inTenant/formDataUsers';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 23, spec §7 ("delete, batch delete and change failures: warning with message") and §8 "delete
 * failed": a delete that would remove a record already gone — deleted before, by a delete that held its
 * lock first, or outside the caller's data rules — deletes nothing and says so, with the count.
 */

let app: TestApp;
let users: FormDataUsers;

beforeAll(async () => {
  app = await startTestApp();
  users = await prepareFormDataUsers(app);
}, 120_000);
afterAll(async () => app?.close());

const create = async (consignee: string) => {
  const created = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: users.admin, body: { data: declaration('E', consignee) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.result.id;
};
const remove = (path: string, token = users.admin) => app.api<{ deleted: number }>('DELETE', `/api/eform/data/dec_form${path}${path.includes('?') ? '&' : '?'}lang=en_US`, { token });
const exists = async (id: string) => (await app.api('GET', `/api/eform/data/dec_form/${id}`, { token: users.admin })).status === 200;

describe('a delete that removes nothing answers "delete failed" (spec §8)', () => {
  it('a record deleted before', async () => {
    const id = await create('Deleted twice');
    expect((await remove(`/${id}`)).status).toBe(200);
    const again = await remove(`/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, messageCode: 'formData/delete-failed', message: 'Delete failed: 1 of the 1 selected records no longer exist or may not be deleted by you; nothing was deleted' });
  });

  it('a batch with one record gone deletes none of the others', async () => {
    const kept = await create('Kept by the batch');
    const gone = await create('Gone before the batch');
    expect((await remove(`/${gone}`)).status).toBe(200);
    const answer = await remove(`?ids=${kept},${gone}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ messageCode: 'formData/delete-failed', message: 'Delete failed: 1 of the 2 selected records no longer exist or may not be deleted by you; nothing was deleted' });
    expect(await exists(kept)).toBe(true);
    // The same id twice in one batch is one record, deleted once.
    expect((await remove(`?ids=${kept},${kept}`)).body.result).toEqual({ deleted: 1 });
  });

  it('two deletes of one record at once: one deletes it, the other is told it failed', async () => {
    const id = await create('Deleted at once');
    const answers = await Promise.all([remove(`/${id}`), remove(`?ids=${id}`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(answers.find((answer) => answer.status === 404)!.body).toMatchObject({ messageCode: 'formData/delete-failed' });
    const logs = await app.ctx.owner('eform_data_log').where({ record_id: id, action: 'delete' }).count<Array<{ count: string }>>({ count: '*' });
    expect(Number(logs[0]!.count)).toBe(1);
  });

  it('a record outside the caller\'s data rule: the same answer as a record that is gone, and it stays', async () => {
    const answer = await remove(`?ids=${users.importRecordId}`, users.ruled);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ messageCode: 'formData/delete-failed', message: 'Delete failed: 1 of the 1 selected records no longer exist or may not be deleted by you; nothing was deleted' });
    expect(await exists(users.importRecordId)).toBe(true);
  });
});
