import { describe, expect, it } from 'vitest';
import { checkAlteration, type AlterationFields } from './alterationRules';

const valid: AlterationFields = { companyName: 'Ningbo Trading Co.', compCode: '3302960ABC', socialCreditCode: '91330200MA2H3XKQ4T', phone: '13800138000', email: 'li.ming@example.com' };

const codesOf = (change: Partial<AlterationFields>) => checkAlteration({ ...valid, ...change }, 'en_US').map((issue) => `${issue.path} ${issue.code}`);

describe('checkAlteration', () => {
  it('accepts valid details, and empty optional ones whether left out or null', () => {
    expect(checkAlteration(valid)).toEqual([]);
    expect(checkAlteration({ companyName: 'A', phone: '13800138000' })).toEqual([]);
    expect(checkAlteration({ companyName: 'A', phone: '13800138000', compCode: null, socialCreditCode: null, email: null })).toEqual([]);
  });

  it.each([
    [{ companyName: ' ' }, ['/companyName register/required']],
    [{ companyName: 'x'.repeat(51) }, ['/companyName register/too-long']],
    [{ phone: '' }, ['/phone register/required']],
    [{ phone: '1380013800' }, ['/phone register/invalid-phone']],
    [{ email: 'nobody' }, ['/email register/invalid-email']],
    [{ compCode: '123' }, ['/compCode register/invalid-code']],
    [{ socialCreditCode: '91330200MA2H3XKQ4I' }, ['/socialCreditCode register/invalid-code']],
  ])('applies the registration rule of the altered field %j', (change, expected) => {
    expect(codesOf(change)).toEqual(expected);
  });

  it('checks only what an alteration sends, with messages in the asked language', () => {
    const [issue] = checkAlteration({ ...valid, phone: '' }, 'zh_CN');
    expect(issue?.path).toBe('/phone');
    expect(issue?.message).not.toBe('register/required');
    expect(issue?.message).not.toBe(checkAlteration({ ...valid, phone: '' }, 'en_US')[0]?.message);
  });
});
