import { validateDefinition, type Language } from '@wharf/engine';
import type { WarningDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { designerCatalogues } from '../i18n';
import { labelIssues } from '../issues';
import { scaffolds } from '../kinds/scaffolds';
import { warningLabels } from './warningLabels';

/** i18next's `t` over one language's catalogue (the `{{name}}` interpolation only). */
const translator = (lang: Language) => (key: string, options: Record<string, unknown> = {}) =>
  (designerCatalogues[lang]?.[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(options[name] ?? ''));

const broken = (): WarningDefinition => {
  const definition = scaffolds.warning('dec_late', 'Late declarations');
  return { ...definition, warningItemName: '', rules: [{ ...definition.rules[0]!, ruleName: 'Over 48h', cronExpr: 'x', smsTemplate: { smsTemplateCode: 'bad code!', smsTemplateName: 'SMS', smsContent: 'late' } }] };
};

describe('warning issues named by the designer\'s labels', () => {
  it.each([
    ['en_US', ['Warning item name cannot be empty', 'Rule “Over 48h” · Cron expression: ', 'Rule “Over 48h” · SMS template · Template code: ']],
    ['zh_CN', ['预警项名称 不能为空', '规则「Over 48h」 · Cron 表达式：', '规则「Over 48h」 · 短信模板 · 模板编码：']],
    ['th_TH', ['ชื่อรายการเตือน', 'กฎ “Over 48h” · นิพจน์ Cron: ', 'กฎ “Over 48h” · แม่แบบ SMS · รหัสแม่แบบ: ']],
    ['zh_TW', ['預警項名稱', '規則「Over 48h」 · Cron 表達式：', '規則「Over 48h」 · 簡訊範本 · 範本編碼：']],
  ] as const)('%s: no JSON key or pointer left in the texts', (lang, starts) => {
    const issues = labelIssues(validateDefinition('warning', broken(), lang), warningLabels, broken(), translator(lang), lang);
    const texts = issues.map((issue) => issue.message);
    for (const start of starts) expect(texts.some((text) => text.startsWith(start)), `${start} in ${JSON.stringify(texts)}`).toBe(true);
    expect(texts.filter((text) => /warningItemName|cronExpr|smsTemplateCode|\/rules\//.test(text))).toEqual([]);
  });
});
