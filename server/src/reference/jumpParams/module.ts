import type { ServerModule } from '../../platform/module';
import { jumpParamRoutes } from './routes';

/** Jump parameters. */
export const jumpParamsModule = {
  name: 'jumpParams',
  routers: { parameters: jumpParamRoutes },
} satisfies ServerModule;
