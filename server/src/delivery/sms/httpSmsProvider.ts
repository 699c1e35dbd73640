import { coerceError } from '../../http/errors';
import { DeliveryFailure } from '../deliveryFailure';
import { withCodesHidden, writeMessageLogEntry } from '../messageLogEntry';
import type { SmsProvider } from './smsProvider';

export interface HttpSmsGateway {
  /** Where messages are POSTed, e.g. the operator's relay to their carrier. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  /** Milliseconds before a send counts as failed; 10 s by default. */
  timeoutMs?: number;
}

/**
 * An SMS provider that POSTs `{ phone, text }` as JSON to the operator's gateway with a bearer
 * token. Any 2xx answer is a success; another status, a network error or the timeout is a
 * failure. Either way the outcome goes to the message log (codes hidden), then a failure
 * rejects so that the caller can log it.
 */
export function httpSmsProvider(gateway: HttpSmsGateway): SmsProvider {
  const timeoutMs = gateway.timeoutMs ?? 10_000;
  return {
    name: 'http',
    async send(ctx, message) {
      let failure: Error | undefined;
      try {
        const response = await fetch(gateway.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${gateway.token}` },
          body: JSON.stringify({ phone: message.phone, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        // The body is not needed, but reading it lets the connection be reused.
        await response.arrayBuffer();
        // The gateway answered: it did not take the message (a 4xx other than 408/429 will not change).
        if (!response.ok) failure = new DeliveryFailure(`SMS gateway answered ${response.status}`, true, response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429);
      } catch (error) {
        failure = coerceError(error);
      }
      await writeMessageLogEntry(ctx, { tenantId: message.tenantId, esType: 'sms', receiver: message.phone, title: message.title, content: withCodesHidden(message.text), status: failure ? 'failure' : 'success', provider: 'http' });
      if (failure) throw failure;
    },
  };
}
