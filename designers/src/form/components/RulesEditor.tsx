import { DeleteOutlined } from '@ant-design/icons';
import { isPatternPreset } from '@wharf/engine';
import type { FormField, FormFieldRule } from '@wharf/schemas';
import { Button, Card, Checkbox, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeName } from '../model/propertyForms';
import { presetNames, ruleKindOf, ruleKinds, ruleOfKind, ruleProblems, type RuleKind } from '../model/ruleKinds';

export interface RulesEditorProps {
  field: FormField;
  /** Codes of the other fields of the same form (or sub-table), for union checks. */
  otherFields: readonly string[];
  dictionaries: readonly CodeName[];
  readOnly: boolean;
  onChange(next: FormField): void;
}

type RuleChange = (next: FormFieldRule) => void;

function withKey<K extends keyof FormFieldRule>(rule: FormFieldRule, key: K, value: FormFieldRule[K] | undefined): FormFieldRule {
  const next = { ...rule };
  if (value === undefined || value === null || value === '') delete next[key];
  else next[key] = value;
  return next;
}

function PatternEditor({ rule, readOnly, onChange }: { rule: FormFieldRule; readOnly: boolean; onChange: RuleChange }) {
  const { t } = useTranslation();
  const pattern = rule.pattern ?? '';
  const isPreset = isPatternPreset(pattern);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group size="small" value={isPreset ? 'preset' : 'custom'} disabled={readOnly} onChange={(event) => onChange({ ...rule, pattern: event.target.value === 'preset' ? 'email' : '^.+$' })}>
        <Radio.Button value="preset">{t('designer.form.rules.preset')}</Radio.Button>
        <Radio.Button value="custom">{t('designer.form.rules.custom')}</Radio.Button>
      </Radio.Group>
      {isPreset ? (
        <Select aria-label={t('designer.form.rules.preset')} style={{ width: '100%' }} value={pattern} disabled={readOnly} options={presetNames.map((name) => ({ value: name, label: t(`designer.form.preset.${name}`) }))} onChange={(value: string) => onChange({ ...rule, pattern: value })} />
      ) : (
        <Input aria-label={t('designer.form.rules.expression')} style={{ fontFamily: 'monospace' }} value={pattern} disabled={readOnly} maxLength={1000} onChange={(event) => onChange({ ...rule, pattern: event.target.value })} />
      )}
    </Space>
  );
}

function ComPatternEditor({ rule, readOnly, onChange }: { rule: FormFieldRule; readOnly: boolean; onChange: RuleChange }) {
  const { t } = useTranslation();
  const combination = rule.comPattern ?? { patterns: [] };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group size="small" value={combination.matchType ?? 'and'} disabled={readOnly} onChange={(event) => onChange({ ...rule, comPattern: { ...combination, matchType: event.target.value } })}>
        <Radio.Button value="and">{t('designer.form.rules.matchAll')}</Radio.Button>
        <Radio.Button value="or">{t('designer.form.rules.matchAny')}</Radio.Button>
      </Radio.Group>
      <Select
        mode="tags"
        aria-label={t('designer.form.rules.patterns')}
        style={{ width: '100%' }}
        value={combination.patterns}
        disabled={readOnly}
        placeholder={t('designer.form.rules.patternsHint')}
        options={presetNames.map((name) => ({ value: name, label: t(`designer.form.preset.${name}`) }))}
        onChange={(patterns: string[]) => onChange({ ...rule, comPattern: { ...combination, patterns: patterns.slice(0, 20) } })}
      />
    </Space>
  );
}

function KindEditor({ kind, rule, props, onChange }: { kind: RuleKind; rule: FormFieldRule; props: RulesEditorProps; onChange: RuleChange }) {
  const { t } = useTranslation();
  const { readOnly } = props;
  const number = (key: 'min' | 'max' | 'precision', min?: number, max?: number) => (
    <InputNumber aria-label={t(`designer.form.rules.${key}`)} placeholder={t(`designer.form.rules.${key}`)} value={rule[key]} min={min} max={max} precision={key === 'precision' ? 0 : undefined} disabled={readOnly} onChange={(value) => onChange(withKey(rule, key, value ?? undefined))} />
  );
  switch (kind) {
    case 'regex':
      return <PatternEditor rule={rule} readOnly={readOnly} onChange={onChange} />;
    case 'comPattern':
      return <ComPatternEditor rule={rule} readOnly={readOnly} onChange={onChange} />;
    case 'length':
      return <Space>{number('min', 0)}{number('max', 1)}</Space>;
    case 'precision':
      return number('precision', 0, 30);
    case 'unique':
    case 'pk':
      return <Typography.Text type="secondary">{t(`designer.form.rules.${kind}Hint`)}</Typography.Text>;
    case 'unionCheck':
      return (
        <Select mode="multiple" aria-label={t('designer.form.rules.unionFields')} style={{ width: '100%' }} value={rule.unionCheck ?? []} disabled={readOnly} maxCount={10} options={props.otherFields.map((code) => ({ value: code, label: code }))} onChange={(unionCheck: string[]) => onChange({ ...rule, unionCheck })} />
      );
    case 'dictionary':
      return <Select aria-label={t('designer.form.rules.dictCode')} style={{ width: '100%' }} value={rule.dictCode || undefined} disabled={readOnly} showSearch options={props.dictionaries.map((dict) => ({ value: dict.code, label: `${dict.name} (${dict.code})` }))} onChange={(dictCode: string) => onChange({ ...rule, dictCode })} />;
    case 'pCode':
      return <Input aria-label={t('designer.form.rules.pCode')} value={rule.pCode ?? ''} disabled={readOnly} maxLength={100} onChange={(event) => onChange({ ...rule, pCode: event.target.value.trim() })} />;
    case 'checkRule':
      return <Input aria-label={t('designer.form.rules.checkRuleCode')} value={rule.checkRuleCode ?? ''} disabled={readOnly} maxLength={100} onChange={(event) => onChange({ ...rule, checkRuleCode: event.target.value.trim() })} />;
    case 'script':
      return (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea aria-label={t('designer.form.rules.script')} rows={5} style={{ fontFamily: 'monospace' }} value={rule.script ?? ''} disabled={readOnly} maxLength={100000} onChange={(event) => onChange({ ...rule, script: event.target.value })} />
          <Typography.Text type="secondary">{t('designer.form.rules.scriptHint')}</Typography.Text>
        </Space>
      );
  }
}

function RuleCard({ rule, index, props }: { rule: FormFieldRule; index: number; props: RulesEditorProps }) {
  const { t } = useTranslation();
  const { field, readOnly, onChange } = props;
  const rules = field.rules ?? [];
  const kind = ruleKindOf(rule);
  const setRule: RuleChange = (next) => onChange({ ...field, rules: rules.map((each, i) => (i === index ? next : each)) });
  const defaults = { otherFields: props.otherFields, dictCodes: props.dictionaries.map((dict) => dict.code) };
  return (
    <Card
      size="small"
      data-rule-kind={kind}
      title={
        <Select aria-label={t('designer.form.rules.kind')} size="small" style={{ minWidth: 160 }} value={kind} disabled={readOnly} options={ruleKinds.map((each) => ({ value: each, label: t(`designer.form.ruleKind.${each}`) }))} onChange={(next: RuleKind) => setRule(ruleOfKind(next, defaults, rule))} />
      }
      extra={<Button size="small" type="text" danger aria-label={t('designer.form.rules.remove')} icon={<DeleteOutlined />} disabled={readOnly} onClick={() => onChange({ ...field, rules: rules.filter((_, i) => i !== index) })} />}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <KindEditor kind={kind} rule={rule} props={props} onChange={setRule} />
        <Input aria-label={t('designer.form.rules.message')} placeholder={t('designer.form.rules.message')} value={rule.message ?? ''} disabled={readOnly} maxLength={500} onChange={(event) => setRule(withKey(rule, 'message', event.target.value))} />
        <Space wrap>
          <Checkbox checked={rule.firstNoCheck === true} disabled={readOnly} onChange={(event) => setRule(withKey(rule, 'firstNoCheck', event.target.checked ? true : undefined))}>
            {t('designer.form.rules.firstNoCheck')}
          </Checkbox>
          <Select aria-label={t('designer.form.rules.trigger')} size="small" allowClear placeholder={t('designer.form.rules.trigger')} value={rule.trigger} disabled={readOnly} options={['blur', 'change', 'submit'].map((value) => ({ value, label: t(`designer.form.trigger.${value}`) }))} onChange={(value?: 'blur' | 'change' | 'submit') => setRule(withKey(rule, 'trigger', value))} />
        </Space>
        {ruleProblems(rule).map((problem, i) => (
          <Typography.Text key={i} type="danger">
            {t(`designer.form.rules.problem.${problem.key}`)}
            {problem.detail ? `: ${problem.detail}` : ''}
          </Typography.Text>
        ))}
      </Space>
    </Card>
  );
}

/** Every rule kind of spec §5 for one field: required and the number interval first, then the field's rules list. */
export function RulesEditor(props: RulesEditorProps) {
  const { t } = useTranslation();
  const { field, readOnly, onChange } = props;
  const rules = field.rules ?? [];
  const defaults = { otherFields: props.otherFields, dictCodes: props.dictionaries.map((dict) => dict.code) };
  const setInterval = (key: 'min' | 'max', value: number | null) => {
    const options = { ...field.options };
    if (value === null) delete options[key];
    else options[key] = value;
    const next: FormField = { ...field, options };
    if (Object.keys(options).length === 0) delete next.options;
    onChange(next);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch aria-label={t('designer.form.ruleKind.required')} checked={field.required === 'Y'} disabled={readOnly} onChange={(checked) => {
          const next = { ...field };
          if (checked) next.required = 'Y';
          else delete next.required;
          onChange(next);
        }} />
        <Typography.Text>{t('designer.form.ruleKind.required')}</Typography.Text>
      </Space>
      {field.type === 'number' && (
        <Space>
          <Typography.Text>{t('designer.form.ruleKind.interval')}</Typography.Text>
          <InputNumber aria-label={t('designer.form.rules.intervalMin')} placeholder={t('designer.form.rules.intervalMin')} value={field.options?.min} disabled={readOnly} onChange={(value) => setInterval('min', value)} />
          <InputNumber aria-label={t('designer.form.rules.intervalMax')} placeholder={t('designer.form.rules.intervalMax')} value={field.options?.max} disabled={readOnly} onChange={(value) => setInterval('max', value)} />
        </Space>
      )}
      {rules.map((rule, index) => (
        <RuleCard key={index} rule={rule} index={index} props={props} />
      ))}
      <Select
        aria-label={t('designer.form.rules.add')}
        style={{ width: '100%' }}
        placeholder={t('designer.form.rules.add')}
        value={null}
        // A short fixed list: every kind rendered at once, none hidden below a virtual scroll.
        virtual={false}
        disabled={readOnly || rules.length >= 50}
        options={ruleKinds.map((kind) => ({ value: kind, label: t(`designer.form.ruleKind.${kind}`), disabled: kind === 'unionCheck' && props.otherFields.length === 0 }))}
        onChange={(kind: RuleKind) => onChange({ ...field, rules: [...rules, ruleOfKind(kind, defaults)] })}
      />
    </Space>
  );
}
