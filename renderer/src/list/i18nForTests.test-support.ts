import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rendererCatalogues } from '../i18n';

/** An i18next instance with the renderer's English texts, so component tests read what users read. */
export async function setUpEnglishTexts(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { translation: rendererCatalogues.en_US } }, interpolation: { escapeValue: false } });
}
