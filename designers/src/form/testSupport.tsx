import { cleanup, fireEvent, render, screen, within, type RenderResult } from '@testing-library/react';
import { rendererCatalogues } from '@wharf/renderer/i18n';
import type { FormDefinition, TemplateDefinition } from '@wharf/schemas';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { designerCatalogues } from '../i18n';
import type { FormDesignerServices } from './types';

// vitest runs without globals here, so testing-library cannot unmount by itself.
afterEach(cleanup);

/** Keys asked for that no catalogue has (a test fails on any). */
export const missingKeys = new Set<string>();

/** An i18next instance set up like the web app's: flat keys, designer and renderer texts, English. */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en_US',
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => {
    missingKeys.add(key);
  },
  keySeparator: false,
  nsSeparator: false,
  resources: Object.fromEntries(Object.keys(designerCatalogues).map((lang) => [lang, { translation: { ...rendererCatalogues[lang as 'en_US'], ...designerCatalogues[lang as 'en_US'] } }])),
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const en = (key: string, options?: Record<string, unknown>) => testI18n.t(key, options);

export function renderWithI18n(element: ReactElement): RenderResult {
  return render(<I18nextProvider i18n={testI18n}>{element}</I18nextProvider>);
}

export const templateBody: FormDefinition = {
  schemaVersion: 2,
  formCode: 'tpl_form',
  formName: 'Template form',
  fields: [
    { colCode: 'declNo', title: 'Declaration number', type: 'input', required: 'Y' },
    { colCode: 'tradeMode', title: 'Trade mode', type: 'select', showConfig: { dictOption: { dictCode: 'trade_mode' } } },
  ],
};

/** Stand-in services with recorded calls; lists are small and fixed. */
export function stubDesignerServices(): FormDesignerServices & { saved: TemplateDefinition[] } {
  const saved: TemplateDefinition[] = [];
  return {
    saved,
    form: { dictItems: vi.fn(async () => [{ value: '0110', text: 'General trade' }]) },
    listDictionaries: vi.fn(async () => [{ code: 'trade_mode', name: 'Trade mode' }]),
    listSqlConfigs: vi.fn(async () => [{ code: 'ports', name: 'Ports' }]),
    listHttpConfigs: vi.fn(async () => []),
    listTables: vi.fn(async () => [{ code: 'dec_head', name: 'Declaration head' }]),
    listTableColumns: vi.fn(async () => [{ colCode: 'decl_no', colName: 'Declaration no.', colType: 'varchar' as const, colLength: 18, isNull: 'N' as const }]),
    listTemplates: vi.fn(async () => [{ tempCode: 'customs', tempName: 'Customs declaration' }]),
    getTemplate: vi.fn(async (tempCode: string) => ({ schemaVersion: 1 as const, tempCode, tempName: 'Customs declaration', tempType: 'form' as const, tempStructure: templateBody as unknown as Record<string, unknown> })),
    saveTemplate: vi.fn(async (template: TemplateDefinition) => {
      saved.push(template);
    }),
  };
}

/** Opens an antd Select (by its accessible name) and clicks the option with the given text. */
export async function chooseOption(label: string, optionText: string, container: HTMLElement = document.body): Promise<void> {
  const combobox = within(container).getAllByRole('combobox', { name: label })[0]!;
  fireEvent.mouseDown(combobox);
  const options = await screen.findAllByTitle(optionText);
  const option = options.find((each) => each.classList.contains('ant-select-item-option')) ?? options[options.length - 1]!;
  fireEvent.click(option);
}
