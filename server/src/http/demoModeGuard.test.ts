import { describe, expect, it } from 'vitest';
import { isAllowedInDemoMode } from './demoModeGuard';

describe('isAllowedInDemoMode', () => {
  it('lets every read through', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(isAllowedInDemoMode(method, '/api/eform/data/dec_form/1')).toBe(true);
  });

  it('lets signing in and out and the reads that are POSTs through', () => {
    for (const path of ['/api/system/login', '/api/system/logout', '/api/system/phoneLogin', '/api/system/visitorLogin', '/api/system/secretFreeLogin', '/api/system/tenant/switch', '/api/system/selectDepart',
      '/api/eform/engine/viewEngine/getSqlConfigOptions', '/api/eform/views/preview', '/api/eform/dataset/sales/query', '/exportasync/api/v1/task/get', '/api/system/login/']) {
      expect(isAllowedInDemoMode('POST', path), path).toBe(true);
    }
  });

  it('refuses every other write, and paths that only start like an allowed one', () => {
    for (const [method, path] of [['POST', '/api/eform/data/dec_form'], ['PUT', '/api/system/user/edit'], ['DELETE', '/api/system/role/delete'], ['POST', '/api/system/user/register'],
      ['POST', '/api/system/loginX'], ['POST', '/api/system/login/other'], ['PUT', '/api/system/user/changePassword'], ['POST', '/api/files/upload'], ['PATCH', '/api/system/logout/x']]) {
      expect(isAllowedInDemoMode(method!, path!), `${method} ${path}`).toBe(false);
    }
  });
});
