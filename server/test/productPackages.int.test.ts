import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/** Issue 23: the product packages API (spec §3 product package: productCode, productName, description, duration), the operator's alone. */
interface ProductPackage {
  id: string;
  productCode: string;
  productName: string;
  description: string | null;
  duration: number | null;
  permissionCount: number;
  tenantCount: number;
}
type Issues = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
let operator: string;
beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
});
afterAll(async () => app.close());

const base = '/api/system/productPackage';
const call = <T>(method: string, path: string, token: string, body?: unknown) => app.api<T & Issues>(method, `${path}${path.includes('?') ? '&' : '?'}lang=en_US`, { token, ...(body === undefined ? {} : { body }) });

describe('product packages', () => {
  it('lists the packages a page at a time, with their menus and subscribing tenants counted', async () => {
    const listed = await call<{ records: ProductPackage[]; total: number; current: number; size: number; pages: number }>('GET', `${base}/list?pageNo=1&pageSize=10&productCode=console`, operator);
    expect(listed.status).toBe(200);
    const console = listed.body.result.records.find((p) => p.productCode === 'console')!;
    expect(console.permissionCount).toBeGreaterThan(0);
    const subscribers = await app.database.owner('sys_tenant_package as tp').join('sys_product_package as p', 'p.id', 'tp.package_id').where('p.product_code', 'console').count({ n: '*' });
    expect(console.tenantCount).toBe(Number(subscribers[0]!.n));
    expect(listed.body.result).toMatchObject({ current: 1, size: 10 });
  });

  it('adds, edits only the fields named, and deletes a package no tenant subscribes to', async () => {
    const added = await call<ProductPackage>('POST', `${base}/add`, operator, { productCode: 'trade_plus', productName: 'Trade plus', description: 'Extra trade menus', duration: 12 });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ productCode: 'trade_plus', productName: 'Trade plus', description: 'Extra trade menus', duration: 12, permissionCount: 0, tenantCount: 0 });

    const clash = await call('POST', `${base}/add`, operator, { productCode: 'trade_plus', productName: 'Again' });
    expect(clash.status).toBe(400);
    expect(clash.body.result.errors).toEqual([{ path: '/body/productCode', code: 'tenant/package-code-exists', message: 'The product package code trade_plus already exists' }]);

    const edited = await call<ProductPackage>('PUT', `${base}/edit`, operator, { id: added.body.result.id, productName: 'Trade plus II' });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ productCode: 'trade_plus', productName: 'Trade plus II', description: 'Extra trade menus', duration: 12 });

    const bad = await call('POST', `${base}/add`, operator, { productCode: 'bad code', productName: '', duration: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/duration', '/body/productCode', '/body/productName']);

    const deleted = await call('DELETE', `${base}/delete?id=${added.body.result.id}`, operator);
    expect(deleted.status).toBe(200);
    expect(await app.database.owner('sys_product_package').where({ id: added.body.result.id }).first('id')).toBeUndefined();
    expect((await call('PUT', `${base}/edit`, operator, { id: added.body.result.id, productName: 'Gone' })).status).toBe(404);
  });

  it('refuses to delete a package tenants subscribe to, saying how many', async () => {
    const workspace = (await app.database.owner('sys_product_package').where({ product_code: 'workspace' }).first<{ id: string }>('id'))!;
    const refused = await call<null>('DELETE', `${base}/delete?id=${workspace.id}`, operator);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The product package is used by \d+ tenant\(s\) and cannot be deleted$/);
    expect(await app.database.owner('sys_product_package').where({ id: workspace.id }).first('id')).toBeDefined();
  });

  it('is the platform operator\'s alone: tenant administrators and users get 403 and change nothing', async () => {
    const workspace = (await app.database.owner('sys_product_package').where({ product_code: 'workspace' }).first<{ id: string; product_name: string }>('id', 'product_name'))!;
    for (const username of ['demo_admin', 'acme_admin', 'demo_user']) {
      const token = await app.loginAs(username);
      expect((await call('GET', `${base}/list?pageNo=1&pageSize=10`, token)).status).toBe(403);
      expect((await call('POST', `${base}/add`, token, { productCode: `by_${username}`, productName: 'x' })).status).toBe(403);
      const edit = await call('PUT', `${base}/edit`, token, { id: workspace.id, productName: 'Taken over' });
      expect(edit.status).toBe(403);
      expect(edit.body.message).toBe('No operations permission');
      expect((await call('DELETE', `${base}/delete?id=${workspace.id}`, token)).status).toBe(403);
    }
    expect(await app.database.owner('sys_product_package').where({ id: workspace.id }).first('product_name')).toEqual({ product_name: workspace.product_name });
    expect(await app.database.owner('sys_product_package').where('product_code', 'like', 'by_%').first('id')).toBeUndefined();
  });
});
