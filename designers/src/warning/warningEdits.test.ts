import { validateDefinition } from '@wharf/engine';
import type { WarningDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { scaffolds } from '../kinds/scaffolds';
import { changeRule, issueRuleIndex, newRule, previewTemplate, unknownPlaceholders, warningIssueTab, withEmailChannel, withSiteChannel } from './warningEdits';

const item = (): WarningDefinition => scaffolds.warning('dec_late', 'Late declarations');

describe('warning designer edits', () => {
  it('adds rules with codes of their own that stay schema-valid', () => {
    let warning = item();
    warning = { ...warning, rules: [...warning.rules, newRule(warning, 'Second')] };
    warning = { ...warning, rules: [...warning.rules, newRule(warning, 'Third')] };
    expect(warning.rules.map((rule) => rule.ruleCode)).toEqual(['dec_late', 'rule2', 'rule3']);
    expect(validateDefinition('warning', warning, 'en_US')).toEqual([]);
  });

  it('turns channels on with starting templates and off again, leaving no empty keys', () => {
    const warning = item();
    let next = changeRule(warning, 0, withSiteChannel(warning.rules[0]!, true));
    next = changeRule(next, 0, withEmailChannel(next.rules[0]!, true));
    expect(next.rules[0]).toMatchObject({ siteMessageTemplate: { siteEmailTemplateCode: 'dec_late_site' }, emailTemplate: { emailTemplateCode: 'dec_late_mail' } });
    expect(validateDefinition('warning', next, 'en_US')).toEqual([]);
    next = changeRule(next, 0, withEmailChannel(next.rules[0]!, false));
    expect(Object.keys(next.rules[0]!)).not.toContain('emailTemplate');
    expect(changeRule(next, 0, { sqlCode: '' }).rules[0]).not.toHaveProperty('sqlCode');
  });

  it('previews a template with a sample record, the rule\'s names, and escapes values in HTML', () => {
    const warning = item();
    const rule = { ...warning.rules[0]!, recordKeyField: 'decl_no' };
    expect(previewTemplate('${ruleName}: ${decl_no} by ${broker}', warning, rule, { decl_no: 'D1', broker: '<b>x</b>' }, true)).toBe('Late declarations: D1 by &lt;b&gt;x&lt;/b&gt;');
    expect(previewTemplate('${decl_no} (${recordKey})', warning, rule, undefined, false)).toBe('<decl_no> (<decl_no>)');
    expect(unknownPlaceholders('${decl_no} ${ruleName} ${nope}', ['decl_no'])).toEqual(['nope']);
  });

  it('sends each issue to the tab and rule that edits it', () => {
    expect(warningIssueTab('/warningItemName')).toBe('item');
    expect(warningIssueTab('/rules/1/ruleCode')).toBe('item');
    expect(warningIssueTab('/rules/1/sqlCode')).toBe('source');
    expect(warningIssueTab('/rules/1/setConfigs/0/warnField')).toBe('source');
    expect(warningIssueTab('/rules/0/cronExpr')).toBe('schedule');
    expect(warningIssueTab('/rules/0/noticeConfig/recipient/0')).toBe('recipients');
    expect(warningIssueTab('/rules/0/emailTemplate/emailSubject')).toBe('templates');
    expect(issueRuleIndex('/rules/3/cronExpr')).toBe(3);
    expect(issueRuleIndex('/note')).toBeUndefined();
  });
});
