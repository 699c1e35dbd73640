import { useEffect, useState } from 'react';
import type { WorkflowFormField } from '../../panel';
import type { WorkflowTreeDesignerProps } from '../types';

const none: readonly WorkflowFormField[] = [];

/** The fields of the bound form: the ones given, or loaded through the services when the builder picks another form. */
export function useFormFields(props: Pick<WorkflowTreeDesignerProps, 'formFields' | 'services' | 'definition'>, formCode: string | undefined): readonly WorkflowFormField[] {
  const given = props.formFields ?? none;
  const givenFor = props.definition.formCode;
  const load = props.services.formFields;
  const [loaded, setLoaded] = useState<{ formCode: string; fields: readonly WorkflowFormField[] }>();
  useEffect(() => {
    if (!load || !formCode || (formCode === givenFor && props.formFields)) return;
    let isCurrent = true;
    load(formCode).then(
      (fields) => isCurrent && setLoaded({ formCode, fields }),
      () => isCurrent && setLoaded({ formCode, fields: none }),
    );
    return () => {
      isCurrent = false;
    };
  }, [load, formCode, givenFor, props.formFields]);
  if (formCode === givenFor && props.formFields) return given;
  if (loaded !== undefined && loaded.formCode === formCode) return loaded.fields;
  return formCode === givenFor ? given : none;
}
