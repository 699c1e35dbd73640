import type { ServerModule } from '../platform/module';
import { definitionRoutes } from './routes';

/** The definition store: drafts, revisions and publishing of every definition kind. */
export const definitionsModule = {
  name: 'definitions',
  routers: { store: definitionRoutes },
} satisfies ServerModule;
