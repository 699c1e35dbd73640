import type { ServerModule } from '../../platform/module';
import { dataRuleRoutes } from './routes';

/** Data rules: per-menu row filters picked per role. */
export const dataRulesModule = {
  name: 'dataRules',
  routers: { rules: dataRuleRoutes },
} satisfies ServerModule;
