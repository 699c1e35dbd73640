import type { ServerModule } from '../../platform/module';
import { messageRoutes } from './routes';

/** The message centre's messages: drafted, published (inbox, SMS, email), withdrawn. */
export const messagesModule = {
  name: 'messages',
  routers: { messages: messageRoutes },
} satisfies ServerModule;
