import type { FieldTemplateProps } from '@rjsf/utils';
import { Form } from 'antd';
import { memo, useMemo, type ReactElement } from 'react';
import { parseSafeStyle } from './fieldStyle';
import { fieldPath } from './issuePaths';
import { useFieldState, useFormRuntime, useIssue } from './runtimeContext';

/**
 * One field's frame (label, required mark, message). It subscribes to the field's linkage state and
 * issue only, so showing a message or hiding a field re-renders that field and nothing else.
 */
const FieldItem = memo(function FieldItem({ colCode, id, children }: { colCode: string; id: string; children: ReactElement }) {
  const runtime = useFormRuntime();
  const field = runtime.fieldsByCode.get(colCode)!;
  const state = useFieldState(colCode);
  const issue = useIssue(fieldPath(colCode));
  const divStyle = useMemo(() => parseSafeStyle(field.style?.divStyle), [field]);
  const labelStyle = useMemo(() => parseSafeStyle(field.style?.labelStyle), [field]);
  if (!state.visible) return null;
  if (field.type === 'text' || field.type === 'divider') return <div data-field={colCode} style={divStyle}>{children}</div>;
  return (
    <div data-field={colCode} style={divStyle}>
      <Form.Item
      label={<span style={labelStyle}>{field.title}</span>}
      htmlFor={id}
      required={state.required && runtime.mode !== 'view'}
      validateStatus={issue ? 'error' : undefined}
      help={issue}
      >
        {children}
      </Form.Item>
    </div>
  );
});

/** rjsf's FieldTemplate: platform fields get their connected frame; the root object and sub-tables draw themselves. */
export function FieldTemplate(props: FieldTemplateProps) {
  const colCode = props.uiSchema?.['ui:options']?.['colCode'];
  if (typeof colCode !== 'string') return props.children;
  return <FieldItem colCode={colCode} id={props.id}>{props.children}</FieldItem>;
}
