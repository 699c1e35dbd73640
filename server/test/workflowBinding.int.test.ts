import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaration } from './inTenant/formDataUsers';
import { startTestApp, type TestApp } from './support/testApp';

// Binding (issue 16): which template a form starts — by form code, by business and bill type, or by a
// menu's workflow redirect tab (spec §2: the process definition id with ':' stored as '@') — and
// spec §8 "no process template for form code" when there is none.

interface Bound {
  processKey: string;
  definitionId: string;
  version: number;
  formCode: string | null;
}

let app: TestApp;
let clerk: string;
let admin: string;

const template = (query: string, token = clerk) => app.api<Bound>('GET', `/api/bpm/binding/template?${query}`, { token });
const redirect = (definitionId: string) => app.api<Bound>('GET', `/api/bpm/binding/redirect?definitionId=${encodeURIComponent(definitionId)}`, { token: clerk });

beforeAll(async () => {
  app = await startTestApp();
  clerk = await app.loginAs('dec_clerk');
  admin = await app.loginAs('demo_admin');
});
afterAll(async () => app.close());

describe('a form and the template it starts', () => {
  it('is found by form code, or business and bill type, from the published version', async () => {
    expect((await template('formCode=dec_form')).body.result).toEqual({ processKey: 'dec_approval', processName: 'Declaration approval', definitionId: 'dec_approval:1', version: 1, formCode: 'dec_form', businessType: 'customs', billType: 'declaration' });
    expect((await template('businessType=customs&billType=declaration')).body.result.processKey).toBe('dec_approval');
  });

  it('answers a workflow redirect tab\'s process definition id, with @ or : before the version', async () => {
    expect((await redirect('dec_approval@1')).body.result.processKey).toBe('dec_approval');
    expect((await redirect('dec_approval:1')).body.result.definitionId).toBe('dec_approval:1');
    expect((await redirect('dec_approval')).body.result.version).toBe(1);
    // A version new requests do not start on is no template to open.
    expect((await redirect('dec_approval@7')).status).toBe(404);
    expect((await redirect('dec approval')).status).toBe(400);
  });

  it('says "no process template for form code" (404) when nothing active binds the form, also once the template is disabled', async () => {
    const none = await template('formCode=dec_quick_note');
    expect(none.status).toBe(404);
    expect(none.body.messageCode).toBe('workflow/no-template-for-form');
    expect(none.body.message).toContain('dec_quick_note');
    expect((await template('businessType=customs&billType=invoice')).status).toBe(404);
    expect((await template('')).status).toBe(400);

    expect((await app.api('POST', '/api/bpm/template/dec_approval/disable', { token: admin })).status).toBe(200);
    expect((await template('formCode=dec_form')).body.messageCode).toBe('workflow/no-template-for-form');
    const record = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: clerk, body: { data: declaration('E', 'Unbound Co.') } });
    const start = await app.api('POST', '/api/bpm/binding/start', { token: clerk, body: { formCode: 'dec_form', dataId: record.body.result.id } });
    expect(start.status).toBe(404);
    expect(start.body.messageCode).toBe('workflow/no-template-for-form');
    expect((await app.api('POST', '/api/bpm/template/dec_approval/enable', { token: admin })).status).toBe(200);
    expect((await template('formCode=dec_form')).status).toBe(200);
  });

  it('tells and starts the bound template only for those its start permission admits', async () => {
    const record = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: admin, body: { data: declaration('E', 'Admin Co.') } });
    // demo_user holds the form (staff) but not the customs_clerk role the template starts with.
    const refused = await app.api('POST', '/api/bpm/binding/start', { token: await app.loginAs('demo_user'), body: { formCode: 'dec_form', dataId: record.body.result.id } });
    expect([403, 404]).toContain(refused.status);
    // Nor is the binding told to those the template does not admit as initiators.
    const notAdmitted = await template('formCode=dec_form', await app.loginAs('demo_user'));
    expect(notAdmitted.status).toBe(403);
    expect(notAdmitted.body.messageCode).toBe('workflow/start-not-permitted');
    expect(await app.database.owner('bpm_instance').where({ data_id: record.body.result.id }).first('id')).toBeUndefined();
  });
});

describe('a form asking whether its user may start its template (startOffer)', () => {
  interface Offer {
    mayStart: boolean;
    template: Bound | null;
  }
  const offer = (query: string, token: string) => app.api<Offer>('GET', `/api/bpm/binding/startOffer?${query}`, { token });

  it('answers 200 with the template to those the template admits as initiators', async () => {
    const answer = await offer('formCode=dec_form', clerk);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ mayStart: true, template: expect.objectContaining({ processKey: 'dec_approval', definitionId: 'dec_approval:1', formCode: 'dec_form' }) });
    expect((await offer('businessType=customs&billType=declaration', admin)).body.result.mayStart).toBe(true);
  });

  it('answers 200 "may not start" without naming the template to a user it does not admit, and alike for a form nothing binds', async () => {
    // demo_user holds the form but not the customs_clerk role the template starts with: an expected answer, not a refusal.
    const notAdmitted = await offer('formCode=dec_form', await app.loginAs('demo_user'));
    expect(notAdmitted.status).toBe(200);
    expect(notAdmitted.body.result).toEqual({ mayStart: false, template: null });
    const unbound = await offer('formCode=dec_quick_note', clerk);
    expect(unbound.status).toBe(200);
    expect(unbound.body.result).toEqual({ mayStart: false, template: null });
    expect((await offer('', clerk)).status).toBe(400);
  });
});
