import { configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rendererCatalogues } from '../i18n';

/** Keys asked for that no catalogue has; tests assert it stays empty after rendering. */
export const missingKeys = new Set<string>();

/** An i18next instance with the renderer's English texts, so component tests read what users read. */
export async function setUpEnglishTexts(): Promise<void> {
  // The machine running the tests is shared and ag-grid / antd render slowly in jsdom: wait longer for
  // what is expected to appear (waiting ends as soon as it does).
  configure({ asyncUtilTimeout: 45_000 });
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en_US',
    resources: { en_US: { translation: rendererCatalogues.en_US } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missingKeys.add(key),
  });
}
