import type { ServerModule } from '../../platform/module';
import { checkRuleRoutes } from './routes';

/** Check rules: regular expressions matched in the sandbox. */
export const checkRulesModule = {
  name: 'checkRules',
  routers: { checkRules: checkRuleRoutes },
} satisfies ServerModule;
