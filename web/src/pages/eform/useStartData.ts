import type { OpenFormRequest } from '@wharf/renderer';
import { useEffect, useRef, useState } from 'react';
import { wasShownFailure } from '../../http/envelope';

/** Asks the server to run a button's openScript for the request; resolves with the start values. */
export type StartDataSource = (request: OpenFormRequest) => Promise<Record<string, unknown>>;

export type StartData =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: Record<string, unknown> | undefined };

/**
 * The start values of a record a view button adds: its out-parameters, with what the button's
 * openScript returns laid over them (the script runs on the server, in the sandbox). A failure the
 * HTTP client already toasted closes the dialog (told once); one it did not is said in the dialog.
 */
export function useStartData(request: OpenFormRequest | undefined, source: StartDataSource | undefined, onClose: () => void): StartData {
  const runsScript = Boolean(request && request.mode === 'add' && request.button.openScript && source);
  const [fetched, setFetched] = useState<{ for: OpenFormRequest; outcome: StartData }>();
  // The host's close handler is often a new function each render; the script runs once per request.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!runsScript || !request || !source) return;
    let isCurrent = true;
    source(request).then(
      (data) => { if (isCurrent) setFetched({ for: request, outcome: { state: 'ready', data: { ...request.parameters, ...data } } }); },
      (error: unknown) => {
        if (!isCurrent) return;
        if (wasShownFailure(error)) close.current();
        else setFetched({ for: request, outcome: { state: 'failed', message: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => { isCurrent = false; };
  }, [request, source, runsScript]);
  if (!runsScript) return { state: 'ready', data: request?.parameters };
  return fetched && fetched.for === request ? fetched.outcome : { state: 'loading' };
}
