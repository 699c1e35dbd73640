import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext';
import type { OpenedSession } from '../../stores/sessionTypes';
import type { ExternalLoginState } from './ExternalLoginPanel';
import { takeLoginReturn } from './loginReturn';

/**
 * Continues an SSO login like a password login (spec §4 "other login kinds store token and info"):
 * a user in several departments chooses one first; otherwise the session is stored and the user
 * goes on to the page kept before leaving for the provider (or /).
 */
export function useExternalLoginFinish(): (login: OpenedSession) => ExternalLoginState | undefined {
  const { session } = useServices();
  const navigate = useNavigate();
  return useCallback((login: OpenedSession) => {
    if (login.multiDepart === 2) return { kind: 'depart', login };
    session.getState().storeLogin(login);
    navigate(takeLoginReturn(), { replace: true });
    return undefined;
  }, [navigate, session]);
}
