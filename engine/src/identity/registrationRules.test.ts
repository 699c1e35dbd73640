import { describe, expect, it } from 'vitest';
import { checkRegistration, type RegistrationInput } from './registrationRules';

const valid: RegistrationInput = {
  tenantCode: 'demo',
  username: 'li_ming',
  password: 'Harbour#2027',
  confirmPassword: 'Harbour#2027',
  realname: '李明',
  phone: '13800138000',
  email: 'li.ming@example.com',
  companyName: 'Ningbo Trading Co.',
  compCode: '3302960ABC',
  socialCreditCode: '91330200MA2H3XKQ4T',
  proxyType: 'freightForwarder',
};

const codesOf = (input: Partial<RegistrationInput>) =>
  checkRegistration({ ...valid, ...input } as RegistrationInput, 'en_US').map((issue) => `${issue.path} ${issue.code}`);

describe('checkRegistration', () => {
  it('accepts a complete, valid registration', () => {
    expect(checkRegistration(valid)).toEqual([]);
  });

  it.each([
    [{ username: 'a'.repeat(21) }, ['/username register/too-long']],
    [{ username: 'li ming' }, ['/username register/invalid-username']],
    [{ realname: '张'.repeat(11) }, ['/realname register/too-long']],
    [{ realname: '张'.repeat(10) }, []],
    [{ email: `${'a'.repeat(40)}@example.com` }, ['/email register/too-long']],
    [{ email: 'not-an-email' }, ['/email register/invalid-email']],
    [{ phone: '1380013800' }, ['/phone register/invalid-phone']],
    [{ phone: '138001380001' }, ['/phone register/invalid-phone']],
    [{ companyName: 'c'.repeat(51) }, ['/companyName register/too-long']],
    [{ compCode: '330296' }, ['/compCode register/invalid-code']],
    [{ socialCreditCode: '91330200MA2H3XKQ4' }, ['/socialCreditCode register/invalid-code']],
    [{ socialCreditCode: '91330200MA2H3XKQ4I' }, ['/socialCreditCode register/invalid-code']],
    [{ password: 'harbour2027', confirmPassword: 'harbour2027' }, ['/password password/weak']],
    [{ confirmPassword: 'Harbour#2028' }, ['/confirmPassword password/mismatch']],
    [{ proxyType: 'customsBroker' }, ['/proxyType register/customs-broker-refused']],
    [{ username: '   ', tenantCode: '' }, ['/tenantCode register/required', '/username register/required', '/username register/invalid-username']],
  ] as const)('%j → %j', (change, expected) => {
    expect(codesOf(change)).toEqual(expected);
  });

  it('says which fields are missing, in the chosen language', () => {
    const issues = checkRegistration({ ...valid, phone: '' }, 'zh_CN');
    expect(issues).toEqual([{ path: '/phone', code: 'register/required', message: '不能为空' }]);
  });
});
