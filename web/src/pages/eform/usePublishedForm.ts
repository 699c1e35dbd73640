import type { FormDefinition } from '@wharf/schemas';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/eformResult';
import { publishedBody } from '../../api/publishedBody';
import { useEformApi } from './useEform';

export type PublishedFormState =
  | { status: 'loading' }
  | { status: 'ready'; form: FormDefinition }
  | { status: 'missing' | 'unpublished' | 'disabled' }
  | { status: 'failed'; message: string };

/** The published version of a form from the definition store: what the server validates against too. */
export function usePublishedForm(formCode: string | undefined): PublishedFormState {
  const api = useEformApi();
  const [state, setState] = useState<PublishedFormState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    const load = async (): Promise<PublishedFormState> => {
      if (!formCode) return { status: 'missing' };
      const record = await api.definitions.findByCode<FormDefinition>('form', formCode);
      if (!record) return { status: 'missing' };
      const form = await publishedBody(api.definitions, record);
      if (!form) return { status: 'unpublished' };
      if (form.formStatus === 'disable') return { status: 'disabled' };
      return { status: 'ready', form };
    };
    load().then(
      (next) => isCurrent && setState(next),
      (error: unknown) => isCurrent && setState({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, formCode]);
  return state;
}
