import { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { composeModules } from '../src/app/composeModules';
import { wharf } from '../src/app/composition';
import { serverModules } from '../src/app/modules';
import { eformModule } from '../src/eform/module';
import type { RouterRef } from '../src/app/routerOrder';
import type { JobContext, ServerComposition, ServerModule } from '../src/platform/module';

const noRouter = () => Router();
const jobs = {} as JobContext;
const alpha = { name: 'alpha', publicRouters: { login: noRouter }, routers: { list: noRouter, edit: noRouter } } satisfies ServerModule;
const beta = { name: 'beta', routers: { list: noRouter }, tasks: () => ({ purge: async () => undefined }), crontab: ['0 1 * * * purge'] } satisfies ServerModule;
const ref = (module: ServerModule, name: string, isPublic = false): RouterRef => ({ module, name, isPublic });

describe('composeModules', () => {
  it('mounts the routers in the order given, public ones apart', () => {
    const composed = composeModules([alpha, beta], { publicRouters: [ref(alpha, 'login', true)], routers: [ref(beta, 'list'), ref(alpha, 'list'), ref(alpha, 'edit')] });
    expect(composed.publicRouters.map((m) => `${m.module}.${m.name}`)).toEqual(['alpha.login']);
    expect(composed.routers.map((m) => `${m.module}.${m.name}`)).toEqual(['beta.list', 'alpha.list', 'alpha.edit']);
  });

  it('refuses an order that leaves out a router of the table', () => {
    expect(() => composeModules([alpha, beta], { publicRouters: [ref(alpha, 'login', true)], routers: [ref(alpha, 'list'), ref(alpha, 'edit')] })).toThrow(/beta\.list is not mounted/);
  });

  it('refuses a router twice, one no module has, or a public one among the others', () => {
    const publicRouters = [ref(alpha, 'login', true)];
    expect(() => composeModules([alpha, beta], { publicRouters, routers: [ref(alpha, 'list'), ref(alpha, 'list'), ref(alpha, 'edit'), ref(beta, 'list')] })).toThrow(/alpha\.list is mounted twice/);
    expect(() => composeModules([alpha], { publicRouters, routers: [ref(alpha, 'list'), ref(alpha, 'edit'), ref(beta, 'list')] })).toThrow(/beta\.list is not a router/);
    expect(() => composeModules([alpha, beta], { publicRouters: [], routers: [ref(alpha, 'login', true), ref(alpha, 'list'), ref(alpha, 'edit'), ref(beta, 'list')] })).toThrow(/alpha\.login/);
  });

  it('refuses a module twice and a job name two modules give', () => {
    const order = { publicRouters: [ref(alpha, 'login', true)], routers: [ref(alpha, 'list'), ref(alpha, 'edit'), ref(beta, 'list')] };
    expect(() => composeModules([alpha, beta, alpha], order)).toThrow(/alpha appears twice/);
    const gamma = { name: 'gamma', tasks: () => ({ purge: async () => undefined }) } satisfies ServerModule;
    expect(() => composeModules([alpha, beta, gamma], order).tasks(jobs)).toThrow(/task purge of gamma/);
  });

  it('asks the modules in table order where a logged-out session goes, the first answer wins', async () => {
    const order = { publicRouters: [ref(alpha, 'login', true)], routers: [ref(alpha, 'list'), ref(alpha, 'edit'), ref(beta, 'list')] };
    const none = { name: 'none', logoutUrl: async () => null } satisfies ServerModule;
    const sso = { name: 'sso', logoutUrl: async (_ctx: unknown, tenantId: string, sessionId: string) => `https://idp.example/end?${tenantId}.${sessionId}` } satisfies ServerModule;
    const ctx = {} as Parameters<ServerComposition['logoutUrl']>[0];
    expect(await composeModules([alpha, beta, none], order).logoutUrl(ctx, 't', 's')).toBeNull();
    expect(await composeModules([alpha, none, sso, beta], order).logoutUrl(ctx, 't', 's')).toBe('https://idp.example/end?t.s');
  });

  it('gathers the modules\' publish checks by kind, and refuses a kind two modules check', () => {
    const check = async () => undefined;
    const order = { publicRouters: [ref(alpha, 'login', true)], routers: [ref(alpha, 'list'), ref(alpha, 'edit'), ref(beta, 'list')] };
    const forms = { name: 'forms', publishChecks: { form: check } } satisfies ServerModule;
    expect(composeModules([alpha, beta, forms], order).publishChecks).toEqual({ form: check });
    const again = { name: 'again', publishChecks: { view: check, form: check } } satisfies ServerModule;
    expect(() => composeModules([alpha, beta, forms, again], order)).toThrow(/publish check of form: given by forms and again/);
  });

  it('gathers the modules\' scheduled job kinds by name, and refuses a name two modules give', () => {
    const order = { publicRouters: [ref(alpha, 'login', true)], routers: [ref(alpha, 'list'), ref(alpha, 'edit'), ref(beta, 'list')] };
    const kind = { name: 'report.mail', parameterSchema: { type: 'object' }, run: async () => undefined };
    const mailer = { name: 'mailer', jobKinds: [kind] } satisfies ServerModule;
    expect([...composeModules([alpha, beta, mailer], order).jobKinds.values()]).toEqual([kind]);
    const again = { name: 'again', jobKinds: [{ ...kind }] } satisfies ServerModule;
    expect(() => composeModules([alpha, mailer, beta, again], order)).toThrow(/job kind report\.mail of again/);
  });
});

describe('the module table', () => {
  it('gives the worker the jobs and schedules it has always had', () => {
    expect(wharf.crontab.split('\n')).toEqual(expect.arrayContaining(['0 3 * * * purge_expired_sessions ?max=1', '30 3 * * * purge_export_files ?max=1', '45 3 * * * purge_async_imports ?max=1', '* * * * * scheduled_jobs_tick ?max=1']));
    expect(Object.keys(wharf.tasks(jobs)).sort()).toEqual(expect.arrayContaining(['async_import_check', 'async_import_write', 'bpm_deadline', 'export_report_widget', 'export_view_task', 'purge_async_imports', 'purge_expired_sessions', 'purge_export_files', 'scheduled_job_run', 'scheduled_jobs_tick']));
  });

  it('gives the definition store the form engine\'s checks of forms and views before publishing', () => {
    expect(wharf.publishChecks).toMatchObject({ form: eformModule.publishChecks.form, view: eformModule.publishChecks.view });
  });

  it('runs the seed accounts before the seeded app packages', () => {
    expect(serverModules.flatMap((module) => ('seeds' in module ? [module.name] : []))).toEqual(['auth', 'apps', 'workflow']);
    expect(wharf.seeds).toHaveLength(3);
  });

  it('mounts the HTTP trace before all, then the public login family, and the form engine\'s data last', () => {
    // The trace sees every API request (logins and refusals too); /metrics is a public path of its own.
    expect(wharf.publicRouters.map((m) => `${m.module}.${m.name}`)).toEqual(['monitoring.trace', 'monitoring.metrics', 'auth.login', 'auth.site', 'auth.alteration', 'auth.recovery', 'sso.logins', 'identity.entries']);
    expect(wharf.routers.slice(0, 3).map((m) => `${m.module}.${m.name}`)).toEqual(['identity.visits', 'identity.logs', 'auth.session']);
    expect(wharf.routers.slice(-5).map((m) => `${m.module}.${m.name}`)).toEqual(['eform.dataSources', 'downloads.viewExportTask', 'eform.tables', 'eform.quickApp', 'eform.formData']);
  });
});
