import { coerceError } from '../../http/errors';
import type { DeliveryContext } from '../deliveryContext';
import { DeliveryFailure } from '../deliveryFailure';
import { writeMessageLogEntry } from '../messageLogEntry';

/** One enterprise-chat message: the receivers' account ids, on behalf of a tenant. */
export interface WechatMessage {
  tenantId: string;
  /** The outbox message it delivers: sent as `Idempotency-Key` so the receiving side may deduplicate. */
  messageId: string;
  receivers: string[];
  title: string;
  text: string;
}

export interface WechatWebhook {
  /** Where messages are POSTed (an enterprise-chat robot or the operator's relay). */
  url: string;
  /** Milliseconds before a send is given up on; 10 s by default. */
  timeoutMs?: number;
}

/**
 * Sends to a WeChat-style webhook: POSTs `{ msgtype: 'text', text: { content, mentioned_list },
 * title, touser }` as JSON (the shape enterprise WeChat's group robots take, `touser` joined with
 * `|` as its application messages name receivers). A 2xx answer whose body has no non-zero `errcode`
 * is a success; another answer is a refusal (proven undelivered; a 4xx other than 408/429 is
 * permanent); a connection never opened is proven undelivered; a timeout or a connection cut
 * after the request left is in doubt. Either way the outcome goes to the message log.
 */
export async function sendToWechatWebhook(ctx: DeliveryContext, webhook: WechatWebhook, message: WechatMessage): Promise<void> {
  let failure: Error | undefined;
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': message.messageId },
      body: JSON.stringify({ msgtype: 'text', title: message.title, touser: message.receivers.join('|'), text: { content: message.text, mentioned_list: message.receivers } }),
      signal: AbortSignal.timeout(webhook.timeoutMs ?? 10_000),
      redirect: 'error',
    });
    const body = await response.text();
    if (!response.ok) {
      failure = new DeliveryFailure(`webhook answered ${response.status}`, true, response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429);
    } else {
      const errcode = answerCode(body);
      if (errcode !== 0) failure = new DeliveryFailure(`webhook answered errcode ${errcode}`, true);
    }
  } catch (error) {
    failure = coerceError(error);
  }
  await writeMessageLogEntry(ctx, { tenantId: message.tenantId, esType: 'wechat', receiver: message.receivers.join(','), title: message.title, content: message.text, status: failure ? 'failure' : 'success', provider: 'webhook' });
  if (failure) throw failure;
}

/** The `errcode` of an enterprise-chat answer; 0 when the body is not JSON or has none (a relay's plain "ok"). */
function answerCode(body: string): number {
  try {
    const parsed = JSON.parse(body) as { errcode?: unknown };
    return typeof parsed?.errcode === 'number' ? parsed.errcode : 0;
  } catch {
    return 0;
  }
}
