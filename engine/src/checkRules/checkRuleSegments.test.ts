import { describe, expect, it } from 'vitest';
import { checkCheckRuleSegments, evaluateCheckRule, type CheckRuleSegment } from './checkRuleSegments';

// A plain tester is fine for trusted test patterns; the server passes a sandboxed one.
const wholeMatch = async (pattern: string, text: string) => new RegExp(`^(?:${pattern})$`, 'u').test(text);

describe('check rules', () => {
  const customsCode: CheckRuleSegment[] = [
    { kind: 'fixed', text: 'HS' },
    { kind: 'chars', length: 4, charset: 'digits', message: 'four digits after HS' },
    { kind: 'regex', length: '*', pattern: '[A-Z]{2}' },
  ];

  it('walks the value segment by segment and needs it consumed exactly', async () => {
    expect(await evaluateCheckRule(customsCode, 'HS1234AB', wholeMatch)).toEqual({ isValid: true });
    expect(await evaluateCheckRule(customsCode, 'HX1234AB', wholeMatch)).toEqual({ isValid: false, segment: 0 });
    expect(await evaluateCheckRule(customsCode, 'HS12a4AB', wholeMatch)).toEqual({ isValid: false, segment: 1, message: 'four digits after HS' });
    expect(await evaluateCheckRule(customsCode, 'HS1234ABC', wholeMatch)).toEqual({ isValid: false, segment: 2 });
    expect(await evaluateCheckRule([{ kind: 'chars', length: 2, charset: 'letters' }], 'abc', wholeMatch)).toEqual({ isValid: false, segment: -1 });
    expect(await evaluateCheckRule([{ kind: 'chars', length: 3, charset: 'any' }], '海关号', wholeMatch)).toEqual({ isValid: true });
  });

  it('reports each malformed segment at its path', () => {
    expect(checkCheckRuleSegments(customsCode)).toEqual([]);
    expect(checkCheckRuleSegments([])).toEqual([{ path: '/segments', code: 'checkRule/bad-segments' }]);
    expect(checkCheckRuleSegments({})).toEqual([{ path: '/segments', code: 'checkRule/bad-segments' }]);
    expect(checkCheckRuleSegments([
      { kind: 'chars', length: '*', charset: 'digits' },
      { kind: 'chars', length: 0, charset: 'emoji' },
      { kind: 'regex', length: 2, pattern: '(' },
      { kind: 'fixed', text: '' },
      { kind: 'script' },
      null,
    ]).map((issue) => issue.path)).toEqual(['/segments/0/length', '/segments/1/length', '/segments/1/charset', '/segments/2/pattern', '/segments/3/text', '/segments/4/kind', '/segments/5']);
  });
});
