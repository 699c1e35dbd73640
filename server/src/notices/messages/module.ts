import type { ServerModule } from '../../platform/module';
import { messageJobs } from './messageJobs';
import { messageRoutes } from './routes';

/** The message centre's messages — drafted, published, withdrawn, resent — and the outbox's delivery task. */
export const messagesModule = {
  name: 'messages',
  routers: { messages: messageRoutes },
  tasks: messageJobs,
} satisfies ServerModule;
