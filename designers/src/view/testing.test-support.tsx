import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rendererCatalogues } from '@wharf/renderer';
import { designerCatalogues } from '../i18n';

/** Keys asked for that no catalogue has; a test asserts it stays empty after rendering. */
export const missingKeys = new Set<string>();

/** English texts of the designers and the renderer (the preview), recording any missing key. */
export async function setUpEnglishTexts(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en_US',
    resources: { en_US: { translation: { ...rendererCatalogues.en_US, ...designerCatalogues.en_US } } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missingKeys.add(key),
  });
}
