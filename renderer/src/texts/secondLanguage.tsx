import type { Language } from '@wharf/engine';
import { createContext, type ReactNode } from 'react';

// Its own module, importing nothing of the engine at run time: the web app's entry wraps every page
// in the provider, and the engine's code must not become part of the login route's JavaScript.

/** The second display language the host chose (spec §1 'main|second'); '' for none. */
export const SecondLanguageContext = createContext<Language | ''>('');

/**
 * Gives the renderers below the user's second display language. The main language is the interface
 * language (i18next's), so only the second needs the host's settings; without a provider there is none.
 */
export function TextDisplayProvider({ secondLanguage, children }: { secondLanguage: Language | ''; children: ReactNode }) {
  return <SecondLanguageContext.Provider value={secondLanguage}>{children}</SecondLanguageContext.Provider>;
}
