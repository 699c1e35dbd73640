import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Language } from '@wharf/engine';
import type { FormDefinition, LocalisedText, ViewDefinition } from '@wharf/schemas';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../form/FormRenderer';
import { rendererCatalogues } from '../i18n';
import { ListRenderer } from '../list/ListRenderer';
import { TextDisplayProvider } from './secondLanguage';

afterEach(cleanup);
// The grid renders slowly in jsdom on the shared machine: waits end as soon as the text appears.
configure({ asyncUtilTimeout: 45_000 });

const shipNo: LocalisedText = { en_US: 'B/L no.', th_TH: 'เลขที่ใบตราส่ง', zh_TW: '提運單號' };

const form: FormDefinition = {
  schemaVersion: 2,
  formCode: 'decl',
  formName: '报关单',
  fields: [
    { colCode: 'ship_no', title: '提运单号', titleI18n: shipNo, type: 'input', placeholder: '请输入提运单号', placeholderI18n: { en_US: 'Type the B/L no.' }, rules: [{ pattern: '^[A-Z0-9]+$', message: '只能大写字母和数字', messageI18n: { en_US: 'Capital letters and digits only' } }] },
    { colCode: 'remark', title: '备注', type: 'input' },
  ],
};

const view: ViewDefinition = {
  schemaVersion: 1,
  viewCode: 'decl_list',
  viewName: '报关单列表',
  viewType: 'table',
  columns: [{ colCode: 'ship_no', colName: '提运单号', colNameI18n: shipNo, isQuery: 'Y', queryOp: 'eq', isDefaultQuery: 'Y' }],
  buttons: [{ buttonName: '新增', buttonNameI18n: { en_US: 'Add', th_TH: 'เพิ่ม', zh_TW: '新增' }, buttonType: 'toolbar', openType: 'add' }],
  page: { isPage: 'Y', pageNum: 20 },
};

/** An i18next instance in `language`, with the renderer's own texts. */
function i18nIn(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: Object.fromEntries(Object.entries(rendererCatalogues).map(([lang, texts]) => [lang, { translation: texts }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const label = (colCode: string) => document.querySelector(`[data-field="${colCode}"] label`)?.textContent;

beforeAll(async () => {
  await import('../list/ListView');
}, 120_000);

describe('builder texts in the user language', { timeout: 120_000 }, () => {
  it.each([
    ['zh_CN', '提运单号'],
    ['en_US', 'B/L no.'],
    ['th_TH', 'เลขที่ใบตราส่ง'],
    ['zh_TW', '提運單號'],
  ] as const)('a form field title shows in %s', (language, title) => {
    render(
      <I18nextProvider i18n={i18nIn(language)}>
        <FormRenderer definition={form} mode="add" services={{ dictItems: vi.fn(async () => []) }} />
      </I18nextProvider>,
    );
    expect(label('ship_no')).toBe(title);
    // A text without translations shows its main text in every language.
    expect(label('remark')).toBe('备注');
  });

  it("shows 'main|second' with a second display language, and the placeholder and message translated", async () => {
    render(
      <I18nextProvider i18n={i18nIn('en_US')}>
        <TextDisplayProvider secondLanguage="th_TH">
          <FormRenderer definition={form} mode="add" services={{ dictItems: vi.fn(async () => []) }} />
        </TextDisplayProvider>
      </I18nextProvider>,
    );
    expect(label('ship_no')).toBe('B/L no.|เลขที่ใบตราส่ง');
    const input = screen.getByPlaceholderText('Type the B/L no.');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Capital letters and digits only')).toBeTruthy();
  });

  it('keeps what was typed when the interface language changes', async () => {
    const i18n = i18nIn('zh_CN');
    render(
      <I18nextProvider i18n={i18n}>
        <FormRenderer definition={form} mode="add" services={{ dictItems: vi.fn(async () => []) }} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByPlaceholderText('请输入提运单号'), { target: { value: 'MSKU123' } });
    await act(async () => {
      await i18n.changeLanguage('en_US');
    });
    await waitFor(() => expect(label('ship_no')).toBe('B/L no.'));
    expect((screen.getByPlaceholderText('Type the B/L no.') as HTMLInputElement).value).toBe('MSKU123');
  });

  it('a list shows its column, query field and button in the user language', async () => {
    render(
      <I18nextProvider i18n={i18nIn('th_TH')}>
        <ListRenderer definition={view} services={{ fetchRows: vi.fn(async () => ({ records: [{ id: '1', ship_no: 'MSKU1' }], total: 1 })) }} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('MSKU1')).toBeTruthy();
    expect(screen.getAllByText('เลขที่ใบตราส่ง').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'เพิ่ม' })).toBeTruthy();
    expect(screen.queryByText('提运单号')).toBeNull();
  });
});
