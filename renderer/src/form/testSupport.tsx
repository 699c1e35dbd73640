import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { FormDefinition, FormField } from '@wharf/schemas';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { rendererCatalogues } from '../i18n';
import { FormRenderer } from './FormRenderer';
import type { FormRendererProps, FormServices } from './types';

// vitest runs without globals here, so testing-library cannot unmount by itself.
afterEach(cleanup);
// The machines running the tests are shared and loaded: give async UI changes time.
configure({ asyncUtilTimeout: 5000 });

/** The tests' i18next instance (English; a test may switch its language and should switch it back). */
export const testI18n = i18next.createInstance();
const i18n = testI18n;
void i18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: Object.fromEntries(Object.entries(rendererCatalogues).map(([lang, texts]) => [lang, { translation: texts }])),
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function field(colCode: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField {
  return { colCode, title: colCode.charAt(0).toUpperCase() + colCode.slice(1), type, ...extra };
}

export function formOf(fields: FormField[], extra: Partial<FormDefinition> = {}): FormDefinition {
  return { schemaVersion: 2, formCode: 'test_form', formName: 'Test form', objectName: 'test_table', fields, ...extra };
}

export function stubServices(extra: Partial<FormServices> = {}): FormServices {
  return {
    dictItems: vi.fn(async (dictCode: string) => (dictCode === 'trade_mode' ? [{ value: '0110', text: 'General trade' }, { value: '0214', text: 'Processing' }] : [])),
    ...extra,
  };
}

/** FormRenderer under the English test catalogue (for rerender). */
export function FormRendererInEnglish(props: FormRendererProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <FormRenderer {...props} />
    </I18nextProvider>
  );
}

/** Renders a form in English with stand-in services. */
export function renderForm(definition: FormDefinition, props: Partial<FormRendererProps> = {}): RenderResult & { services: FormServices } {
  const services = props.services ?? stubServices();
  const result = render(<FormRendererInEnglish definition={definition} mode="add" services={services} {...props} />);
  return Object.assign(result, { services });
}

export const when = (fieldCode: string, operator: 'equal' | 'notEqual' | 'greater', value: string | number) => ({
  kind: 'group' as const,
  match: 'and' as const,
  children: [{ kind: 'condition' as const, field: fieldCode, operator, value }],
});
