import type { FormDefinition } from '@wharf/schemas';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/eformResult';
import { HttpError } from '../../http/envelope';
import { useEformApi } from './useEform';

export type PublishedFormState =
  | { status: 'loading' }
  /** `allowedOperations`: what the caller may do with the form's records (engine `formDataAccess`); absent, nothing is hidden. */
  | { status: 'ready'; form: FormDefinition; allowedOperations?: readonly string[] }
  | { status: 'missing' | 'unpublished' | 'disabled' }
  | { status: 'failed'; message: string };

/** Why the server would not give the form page: not published (or unknown), or disabled. */
function unavailable(error: unknown): PublishedFormState | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const code = (error.body as { messageCode?: string } | undefined)?.messageCode;
  if (code === 'formData/form-not-published') return { status: 'unpublished' };
  if (code === 'formData/form-disabled') return { status: 'disabled' };
  return undefined;
}

/** The published version of a form, as the server validates against it (visitors' pages included). */
export function usePublishedForm(formCode: string | undefined): PublishedFormState {
  const api = useEformApi();
  const [state, setState] = useState<PublishedFormState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    const load = async (): Promise<PublishedFormState> => {
      if (!formCode) return { status: 'missing' };
      try {
        const envelope = await api.data.publishedForm<FormDefinition & { allowedOperations?: string[] }>(formCode);
        if (!envelope.success) return { status: 'failed', message: envelope.message };
        const { allowedOperations, ...form } = envelope.result;
        return { status: 'ready', form, ...(allowedOperations ? { allowedOperations } : {}) };
      } catch (error) {
        const known = unavailable(error);
        if (known) return known;
        throw error;
      }
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
