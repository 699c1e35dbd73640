import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '../routes/AppRoutes';
import type { AppServices } from './appServices';
import { BuilderTextDisplay } from './BuilderTextDisplay';
import { ServicesContext } from './ServicesContext';
import { ThemedApp } from './ThemedApp';

/** The whole application: services, languages, theme and routes. */
export function AppRoot({ services }: { services: AppServices }) {
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <ThemedApp>
          <BuilderTextDisplay>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </BuilderTextDisplay>
        </ThemedApp>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
