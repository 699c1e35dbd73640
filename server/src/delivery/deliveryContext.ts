import type { AppContext } from '../context';

/**
 * What the senders need: the app-role pool (the message log), the configuration and the logger.
 * Both a request's `AppContext` and a worker task's `JobContext` are one.
 */
export type DeliveryContext = Pick<AppContext, 'db' | 'config' | 'log'>;
