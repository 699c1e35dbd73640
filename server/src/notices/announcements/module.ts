import type { ServerModule } from '../../platform/module';
import { announcementRoutes } from './routes';

/** Announcements: drafted, published to the inbox, withdrawn. */
export const announcementsModule = {
  name: 'announcements',
  routers: { announcements: announcementRoutes },
} satisfies ServerModule;
