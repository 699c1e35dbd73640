import { getUiOptions, getWidget, type FieldProps } from '@rjsf/utils';

const noop = () => {};

/**
 * The rjsf field of every form field (`ui:field: wharfField`): it draws the registered widget named by
 * `ui:widget`. The widget takes its value from the form's store, so rjsf's value and onChange are not
 * used and rjsf itself never re-renders after the first render.
 */
export function ValueField(props: FieldProps) {
  const { schema, uiSchema, registry, fieldPathId, name } = props;
  const options = getUiOptions(uiSchema);
  const Widget = getWidget(schema, String(options.widget ?? 'wharfText'), registry.widgets);
  return (
    <Widget
      id={fieldPathId.$id}
      name={name}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      options={options}
      label={String(schema.title ?? name)}
      value={undefined}
      required={false}
      disabled={false}
      readonly={false}
      autofocus={false}
      rawErrors={[]}
      onChange={noop}
      onBlur={noop}
      onFocus={noop}
      htmlName={name}
    />
  );
}
