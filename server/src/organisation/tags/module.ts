import type { ServerModule } from '../../platform/module';
import { tagRoutes } from './routes';

/** Tags (organisation extras). */
export const tagsModule = {
  name: 'tags',
  routers: { tags: tagRoutes },
} satisfies ServerModule;
