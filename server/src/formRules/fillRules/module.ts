import type { ServerModule } from '../../platform/module';
import { fillRuleRoutes } from './routes';

/** Fill rules (numbering of form fields). */
export const fillRulesModule = {
  name: 'fillRules',
  routers: { rules: fillRuleRoutes },
} satisfies ServerModule;
