import { describe, expect, it } from 'vitest';
import { alterationCheck, alterationInput } from './alterationRules';

describe('the alteration form', () => {
  it('sends trimmed values and leaves empty optional fields out', () => {
    expect(alterationInput({ username: ' li ', password: ' pw ', companyName: ' Ningbo ', compCode: ' ', phone: ' 13800138000 ', email: '' })).toEqual({
      username: 'li', password: ' pw ', companyName: 'Ningbo', compCode: undefined, socialCreditCode: undefined, phone: '13800138000', email: undefined,
    });
  });
  it('checks the altered fields with the engine rules the server runs, on what it would send', () => {
    const check = alterationCheck('en_US');
    expect(check({ companyName: ' ', phone: ' 13800138000 ', email: '' }).map((issue) => `${issue.path} ${issue.code}`)).toEqual(['/companyName register/required']);
    expect(check({ companyName: 'Ningbo', phone: '138', compCode: '123' }).map((issue) => `${issue.path} ${issue.code}`)).toEqual(['/phone register/invalid-phone', '/compCode register/invalid-code']);
  });
});
