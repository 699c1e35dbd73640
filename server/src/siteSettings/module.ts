import type { ServerModule } from '../platform/module';
import { siteSettingRoutes } from './routes';

/** Site settings. */
export const siteSettingsModule = {
  name: 'siteSettings',
  routers: { settings: siteSettingRoutes },
} satisfies ServerModule;
