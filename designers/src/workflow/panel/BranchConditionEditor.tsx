import type { ConditionGroup } from '@wharf/schemas';
import { Button, Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConditionBuilder } from '../../form/components/ConditionBuilder';
import type { WorkflowFormField } from './types';

export interface BranchConditionEditorProps {
  /** The branch's condition groups: the branch is taken when any one group holds. */
  value: readonly ConditionGroup[] | undefined;
  fields: readonly WorkflowFormField[];
  onChange(next: ConditionGroup[]): void;
  disabled?: boolean;
}

/**
 * A branch's conditions over the form's fields with the ten operators (spec §9): groups joined by
 * "or", each group an and/or of field–operator–value rows (the form designer's condition builder,
 * checked by the engine).
 */
export function BranchConditionEditor(props: BranchConditionEditorProps) {
  const { t } = useTranslation();
  const groups = props.value ?? [];
  const fields = props.fields.map((field) => ({ colCode: field.key, title: field.label, type: field.type ?? 'input' }));
  const setGroup = (index: number, group: ConditionGroup | undefined) => props.onChange(group ? groups.map((each, i) => (i === index ? group : each)) : groups.filter((_each, i) => i !== index));
  const firstField = fields[0]?.colCode ?? '';
  return (
    <div>
      {groups.length === 0 ? <Typography.Paragraph type="secondary">{t('designer.workflow.condition.none')}</Typography.Paragraph> : null}
      {groups.map((group, index) => (
        <div key={index} data-condition-group={index}>
          {index > 0 ? <Divider plain>{t('designer.workflow.condition.or')}</Divider> : null}
          <ConditionBuilder value={group} fields={fields} readOnly={props.disabled === true} onChange={(next) => setGroup(index, next)} />
        </div>
      ))}
      <Button
        size="small"
        type="dashed"
        style={{ marginTop: 8 }}
        disabled={props.disabled}
        onClick={() => props.onChange([...groups, { kind: 'group', match: 'and', children: [{ kind: 'condition', field: firstField, operator: 'equal', value: '' }] }])}
      >
        {groups.length === 0 ? t('designer.workflow.condition.add') : t('designer.workflow.condition.addGroup')}
      </Button>
    </div>
  );
}
