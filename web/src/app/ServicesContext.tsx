import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { SessionActions, SessionState } from '../stores/sessionStore';
import type { SettingsActions, SettingsState } from '../stores/settingsStore';
import type { AppServices } from './appServices';

export const ServicesContext = createContext<AppServices | undefined>(undefined);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesContext provider');
  return services;
}

export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(useServices().session, selector);
}

export function useSettings<T>(selector: (state: SettingsState & SettingsActions) => T): T {
  return useStore(useServices().settings, selector);
}
