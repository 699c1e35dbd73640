import { describe, expect, it } from 'vitest';
import type { AppPackage } from '@wharf/schemas';
import example from '../../../examples/customs-declaration.app.json';
import { collectReferences } from '../definitions/collectReferences';
import { validateAppPackage } from '../validation/validateDefinition';

// Issue 19: the customs app installed into acme refused every save ("填值规则 dec_entry_no 不存在")
// because the validator never looked at a form's fill rule. Fill and check rules are now references
// a package must carry (fillRules / checkRules) or declare (dependencies).
const copy = (): AppPackage => structuredClone(example) as unknown as AppPackage;
const issues = (pkg: unknown) => validateAppPackage(pkg, 'en_US').map((i) => `${i.path} ${i.code}`);
const decForm = (pkg: AppPackage) => pkg.definitions.find((d) => d.kind === 'form' && d.body.formCode === 'dec_form')!;

describe('a package\'s fill and check rules', () => {
  it('the shipped example carries the fill rule its declaration form numbers with', () => {
    expect(example.fillRules?.map((r) => r.ruleCode)).toContain('dec_entry_no');
    expect(validateAppPackage(example)).toEqual([]);
  });

  it('refuses a package whose form names a fill rule it neither carries nor declares', () => {
    const pkg = copy();
    pkg.fillRules = [];
    const found = issues(pkg);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((issue) => /\/fillRuleCode validation\/missing-dependency$/.test(issue))).toBe(true);
    expect(validateAppPackage(pkg, 'en_US')[0]!.message).toBe('The app package lacks a dependency: fillRule dec_entry_no');
  });

  it('accepts the fill rule declared as a dependency the tenant must already have', () => {
    const pkg = copy();
    pkg.fillRules = [];
    pkg.dependencies = [...(pkg.dependencies ?? []), { kind: 'fillRule', code: 'dec_entry_no' }];
    expect(issues(pkg)).toEqual([]);
  });

  it('refuses a form\'s check rule that is not in the package, and accepts it once carried', () => {
    const pkg = copy();
    const form = decForm(pkg).body as unknown as { fields: Array<{ rules?: unknown[] }> };
    form.fields[0]!.rules = [...(form.fields[0]!.rules ?? []), { checkRuleCode: 'container_no' }];
    expect(collectReferences('form', form)).toContainEqual({ kind: 'checkRule', code: 'container_no', path: `/fields/0/rules/${form.fields[0]!.rules.length - 1}/checkRuleCode` });
    expect(issues(pkg).filter((issue) => issue.endsWith('validation/missing-dependency'))).toEqual([`/definitions/${pkg.definitions.indexOf(decForm(pkg))}/body/fields/0/rules/${form.fields[0]!.rules.length - 1}/checkRuleCode validation/missing-dependency`]);
    pkg.checkRules = [{ ruleCode: 'container_no', ruleName: 'Container number', segments: [{ kind: 'chars', length: 4, charset: 'letters' }, { kind: 'chars', length: 7, charset: 'digits' }] }];
    expect(issues(pkg).filter((issue) => issue.endsWith('validation/missing-dependency'))).toEqual([]);
  });

  it('checks carried rules as their own APIs do, and their codes once each', () => {
    const pkg = copy();
    pkg.fillRules = [...(pkg.fillRules ?? []), { ruleCode: 'DEC_ENTRY_NO', ruleName: 'again', ruleParams: { seqLength: 4, timeZone: 'Mars/Olympus' } }];
    pkg.checkRules = [{ ruleCode: 'bad', ruleName: 'Bad', segments: [{ kind: 'regex', length: 3, pattern: '(' }] }];
    const found = issues(pkg);
    expect(found).toContain(`/fillRules/${pkg.fillRules.length - 1}/ruleParams/timeZone fillRule/bad-time-zone`);
    expect(found).toContain(`/fillRules/${pkg.fillRules.length - 1}/ruleCode validation/duplicate-code`);
    expect(found).toContain('/checkRules/0/segments/0/pattern checkRule/bad-pattern');
  });
});
