import { appMarketMenuItem } from '@wharf/engine';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../app/ServicesContext';
import { loginRedirect } from '../../routes/navigationDecision';

/**
 * /marketList and /appMarketList (spec §2, public routes): the market needs a tenant to install
 * into, so without a session the visitor logs in first and comes back here; with one, the market
 * opens inside the application frame at the hidden entry every permission menu carries.
 */
export function MarketEntryRoute() {
  const location = useLocation();
  const hasToken = useSession((state) => Boolean(state.token));
  if (!hasToken) return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  return <Navigate to={`${appMarketMenuItem.path}${location.search}`} replace />;
}
