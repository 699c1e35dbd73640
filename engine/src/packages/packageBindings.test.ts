import { describe, expect, it } from 'vitest';
import { bindingName, mergeBindings, placeholderName, unbindHttpConfig } from './packageBindings';

const rates = { httpCode: 'currency_rates', httpName: 'Rates', httpUrl: 'https://user:pw@rates.internal:8443/api/currencies?x=1', httpMethod: 'GET' as const, header: { Accept: 'application/json', Authorization: 'Bearer s3cr3t', 'X-Api-Key': 'k-123' } };

describe('environment bindings of an HTTP config', () => {
  it('binds the URL\'s authority inside the URL and every header but the content-negotiation ones', () => {
    const { record, bindings } = unbindHttpConfig(rates);
    expect(record.httpUrl).toBe('https://{{binding:HTTP_CURRENCY_RATES_HOST}}/api/currencies?x=1');
    expect(record.header).toEqual({ Accept: 'application/json', Authorization: '{{binding:HTTP_CURRENCY_RATES_HEADER_AUTHORIZATION}}', 'X-Api-Key': '{{binding:HTTP_CURRENCY_RATES_HEADER_X_API_KEY}}' });
    expect(bindings.map((b) => [b.name, b.targets[0]!.field])).toEqual([
      ['HTTP_CURRENCY_RATES_HOST', '/httpUrl'],
      ['HTTP_CURRENCY_RATES_HEADER_AUTHORIZATION', '/header/Authorization'],
      ['HTTP_CURRENCY_RATES_HEADER_X_API_KEY', '/header/X-Api-Key'],
    ]);
    const text = JSON.stringify(record);
    for (const secret of ['s3cr3t', 'k-123', 'rates.internal', 'pw@', '8443']) expect(text).not.toContain(secret);
  });

  it('keeps the placeholders of a record installed from a package (export → install → export is stable)', () => {
    const once = unbindHttpConfig(rates);
    const twice = unbindHttpConfig(once.record);
    expect(twice).toEqual(once);
  });

  it('keeps a placeholder\'s own name when it was named otherwise', () => {
    const { record, bindings } = unbindHttpConfig({ ...rates, httpUrl: 'http://{{binding:RATES_API}}/v1', header: {} });
    expect(record.httpUrl).toBe('http://{{binding:RATES_API}}/v1');
    expect(bindings.map((b) => b.name)).toEqual(['RATES_API']);
  });

  it('names bindings in upper case with underscores, reads only whole placeholders, merges by name', () => {
    expect(bindingName('HTTP', 'dec-api.v2', 'HEADER', 'x-token')).toBe('HTTP_DEC_API_V2_HEADER_X_TOKEN');
    expect(placeholderName('{{binding:A_1}}')).toBe('A_1');
    expect(placeholderName('x{{binding:A_1}}')).toBeUndefined();
    const target = (code: string) => ({ kind: 'httpConfig' as const, code, field: '/httpUrl' });
    expect(mergeBindings([{ name: 'B', description: 'b', targets: [target('x')] }, { name: 'A', description: 'a', targets: [target('y')] }, { name: 'B', description: 'b', targets: [target('z')] }]))
      .toEqual([{ name: 'A', description: 'a', targets: [target('y')] }, { name: 'B', description: 'b', targets: [target('x'), target('z')] }]);
  });
});
