// The provider alone (no engine code): this wraps the login route too.
import { TextDisplayProvider } from '@wharf/renderer/TextDisplayProvider';
import type { ReactNode } from 'react';
import { useSettings } from './ServicesContext';

/**
 * Hands the user's second display language to the renderers, so builder texts (field titles,
 * columns, buttons) show as 'main|second' like the menus (spec §1); the main language is i18next's.
 */
export function BuilderTextDisplay({ children }: { children: ReactNode }) {
  const secondLanguage = useSettings((state) => state.secondLanguage);
  return <TextDisplayProvider secondLanguage={secondLanguage}>{children}</TextDisplayProvider>;
}
