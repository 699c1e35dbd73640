import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { createAppServices } from './app/appServices';
import { readBootConfig } from './config/bootConfig';
import { loadUiLanguage } from './i18n/i18n';
import './styles.css';

const services = createAppServices({ bootConfig: readBootConfig() });
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// A user who chose another language than the built-in default sees it from the first frame: its
// catalogue (one small chunk) is fetched before the first render. If it cannot be fetched, the
// app starts in the default language rather than not at all.
const { language, secondLanguage } = services.settings.getState();
void Promise.all([loadUiLanguage(services.i18n, language), secondLanguage ? loadUiLanguage(services.i18n, secondLanguage) : undefined])
  .catch((error: unknown) => console.error('[i18n/catalogue-not-loaded]', error))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <AppRoot services={services} />
      </StrictMode>,
    );
  });
