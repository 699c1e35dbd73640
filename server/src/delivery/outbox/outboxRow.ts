import type { DeliveryState } from '@wharf/engine';
import type { OutboxChannel } from './enqueueMessage';

/** The columns of an outbox message (`sys_message`) the delivery reads. */
export interface OutboxRow {
  id: string;
  tenant_id: string;
  es_type: OutboxChannel;
  es_title: string;
  es_receiver: string;
  es_cc: string | null;
  es_content: string;
  delivery_state: DeliveryState | null;
  es_send_num: number;
  attempt_id: string | null;
  delivered_to: string[];
}

export const outboxColumns = ['id', 'tenant_id', 'es_type', 'es_title', 'es_receiver', 'es_cc', 'es_content', 'delivery_state', 'es_send_num', 'attempt_id', 'delivered_to'] as const;
