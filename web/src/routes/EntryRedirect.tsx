import { Navigate, useLocation } from 'react-router';
import { entryRedirectTarget } from './routePaths';

/** /wormhole and its siblings: on to the guard page when the query carries what it needs, else /401. */
export function EntryRedirect() {
  const location = useLocation();
  return <Navigate to={entryRedirectTarget(location.pathname, location.search) ?? '/401'} replace />;
}
