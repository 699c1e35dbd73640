import { useMemo } from 'react';
import { createBpmApi, type BpmApi } from '../../api/bpmApi';
import { useServices } from '../../app/ServicesContext';
import { HttpError } from '../../http/envelope';
import { notifier } from '../../http/notifier';
import { bpmPageTexts } from '../../i18n/catalogues/bpmPages';
import { appLanguages } from '../../i18n/languages';
import { toastFailure } from '../../http/failureToast';

const withTexts = new WeakSet<object>();

/**
 * The workflow pages' API over the app's HTTP client, and their UI texts: the texts travel with the
 * workflow chunks and join the i18next instance on first use (a tenant's own wording laid over
 * earlier is kept), so the login route does not carry them.
 */
export function useBpmApi(): BpmApi {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', bpmPageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createBpmApi(services.http), [services.http]);
}

/**
 * Runs a workflow action: success shows `doneText`; a refusal the HTTP client already showed
 * (an HTTP error goes through the error catalogue) is not shown twice, a `success: false` answer
 * shows the server's message (a §8 workflow message). Resolves whether it succeeded.
 */
export async function runAction(action: () => Promise<unknown>, doneText: string): Promise<boolean> {
  try {
    await action();
    notifier().toast('success', doneText);
    return true;
  } catch (error) {
    if (!(error instanceof HttpError)) toastFailure('warning', error);
    return false;
  }
}
