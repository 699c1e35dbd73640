import type { MenuItem } from '@wharf/engine';
import { createContext, useContext } from 'react';
import type { RootLayoutKind } from '../../routes/layoutChoice';

/** The processed permission menu and the layout chosen for it, shared by the shell's parts. */
export interface ShellMenu {
  kind: RootLayoutKind;
  /** Every entry, hidden ones included (they are routable, e.g. the app market). */
  menu: MenuItem[];
  /** What the navigation shows in this layout. */
  navigation: MenuItem[];
  quickList: MenuItem[];
}

export const ShellContext = createContext<ShellMenu | undefined>(undefined);

export function useShellMenu(): ShellMenu {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShellMenu needs the dynamic root');
  return value;
}
