import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { validateDefinition } from '@wharf/engine';
import type { WarningDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scaffolds } from '../kinds/scaffolds';
import { missingKeys, setUpEnglishTexts } from '../view/testing.test-support';
import { WarningDesigner } from './WarningDesigner';
import type { WarningDesignerServices } from './types';

const adminId = '00000000-0000-4000-8000-00000000a001';
const brokerRoleId = '00000000-0000-4000-8000-00000000b001';

function fakeServices() {
  return {
    save: vi.fn(async (_definition: WarningDefinition): Promise<void> => undefined),
    listSqlConfigs: vi.fn(async () => [{ value: 'dec_open', label: 'dec_open (Open declarations)' }]),
    sqlConfigSample: vi.fn(async (_code: string) => ({ columns: ['id', 'decl_no', 'broker', 'declared_at'], row: { id: 'r1', decl_no: 'D7', broker: 'demo_user', declared_at: '2026-11-20T08:00:00Z' } })),
    listUsers: vi.fn(async () => [{ value: 'demo_admin', label: 'demo_admin' }]),
    searchRecipients: vi.fn(async (type: 'user' | 'role' | 'depart', search: { keyword?: string; ids?: string[] }) => {
      const all = { user: [{ value: adminId, label: 'Demo Admin (demo_admin)' }], role: [{ value: brokerRoleId, label: 'Brokers (brokers)' }], depart: [] }[type];
      return all.filter((option) => (search.ids ? search.ids.includes(option.value) : !search.keyword || option.label.includes(search.keyword)));
    }),
    cronNextTimes: vi.fn(async (cronExpr: string) => {
      if (cronExpr === 'nonsense') throw new Error('The cron expression is not valid');
      return { times: ['2026-11-28T00:00:00.000Z', '2026-11-29T00:00:00.000Z'], timeZone: 'Asia/Shanghai' };
    }),
  } satisfies WarningDesignerServices;
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const tab = (name: string) => screen.getByText(name, { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' });
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  // The newest list is the one just opened (lists opened before stay in the document, hidden).
  fireEvent.click((await screen.findAllByText(option, { selector: '.ant-select-item-option-content' })).at(-1)!);
}

beforeAll(setUpEnglishTexts);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('WarningDesigner', { timeout: 180_000 }, () => {
  it('designs a rule (source, condition, slots, recipient, site message with a preview) and saves a schema-valid definition', async () => {
    const services = fakeServices();
    render(<WarningDesigner definition={scaffolds.warning('dec_late', 'Late declarations')} isNew services={services} />);

    fireEvent.click(tab('Data and conditions'));
    await choose('SQL config', 'dec_open (Open declarations)');
    await waitFor(() => expect(services.sqlConfigSample).toHaveBeenCalledWith('dec_open'));
    fireEvent.click(button('Add condition'));
    // The first column that is not the key is offered; typed values read as numbers for comparisons.
    await waitFor(() => expect((screen.getByLabelText('Field 1') as HTMLInputElement).value).toBe('decl_no'));
    fireEvent.change(screen.getByLabelText('Field 1'), { target: { value: 'declared_at' } });
    fireEvent.change(screen.getByLabelText('Value 1'), { target: { value: '48' } });
    await choose('Unit 1', 'hours (ago)');

    fireEvent.click(tab('Schedule'));
    await choose('Frequency', 'Hourly slots');
    await choose('Hourly slots', '9:00');
    expect(await screen.findByTestId('warning-schedule-summary')).toBeTruthy();

    fireEvent.click(tab('Recipients and channels'));
    fireEvent.click(screen.getByText('Site message'));
    fireEvent.click(screen.getByText('SMS'));
    fireEvent.click(screen.getByText('Webhook (WeChat-style chat)'));
    // Users and roles are picked from the tenant's lists (searched by the host) and stored as ids.
    await choose('Users', 'Demo Admin (demo_admin)');
    fireEvent.change(screen.getByLabelText('Roles', { selector: 'input' }), { target: { value: 'Brok' } });
    await waitFor(() => expect(services.searchRecipients).toHaveBeenCalledWith('role', { keyword: 'Brok' }));
    await choose('Roles', 'Brokers (brokers)');
    // Plain addresses are still typed.
    const addresses = screen.getByLabelText('Email addresses', { selector: 'input' });
    fireEvent.change(addresses, { target: { value: 'ops@example.com' } });
    fireEvent.keyDown(addresses, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await choose('Business field', 'broker');

    fireEvent.click(tab('Message templates'));
    fireEvent.change(screen.getByLabelText('Site-message template Subject'), { target: { value: 'Not cleared: ${decl_no} (${nope})' } });
    // The site message's preview is the first (SMS and webhook follow).
    expect((await screen.findAllByTestId('warning-preview-subject'))[0]!.textContent).toBe('Not cleared: D7 ()');
    expect(screen.getByText('Nothing fills these placeholders; they will read empty: nope')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('SMS template Content'), { target: { value: '${decl_no} late' } });
    fireEvent.change(screen.getByLabelText('Webhook template Subject'), { target: { value: 'Late: ${decl_no}' } });

    await act(async () => { fireEvent.click(button('Save')); });
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const saved = services.save.mock.calls[0]![0];
    expect(validateDefinition('warning', saved, 'en_US')).toEqual([]);
    expect(saved.rules[0]).toMatchObject({
      sqlCode: 'dec_open', dispatchFrequency: 'hourly', dispatchHours: [9],
      setConfigs: [{ warnField: 'declared_at', operateType: 'greater', warnFieldValue: 48, unit: 'hour' }],
      noticeConfig: { recipientUserIds: [adminId], recipientRoleIds: [brokerRoleId], recipient: ['ops@example.com'], businessField: 'broker' },
      siteMessageTemplate: { siteEmailTemplateCode: 'dec_late_site', siteEmailSubject: 'Not cleared: ${decl_no} (${nope})' },
      smsTemplate: { smsTemplateCode: 'dec_late_sms', smsContent: '${decl_no} late' },
      webhookTemplate: { webhookTemplateCode: 'dec_late_hook', webhookTitle: 'Late: ${decl_no}' },
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect([...missingKeys]).toEqual([]);
  });

  it('previews a cron\'s next runs on the tenant\'s clock and says when it does not read', async () => {
    const services = fakeServices();
    render(<WarningDesigner definition={scaffolds.warning('dec_late', 'Late declarations')} isNew services={services} />);
    fireEvent.click(tab('Schedule'));
    const preview = await screen.findByTestId('warning-cron-preview');
    expect(services.cronNextTimes).toHaveBeenCalledWith('0 0 8 * * ?');
    expect(preview.textContent).toContain('The next five runs (Asia/Shanghai)');
    expect(preview.querySelectorAll('li')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Cron expression'), { target: { value: 'nonsense' } });
    expect(await screen.findByText('The cron expression is not valid')).toBeTruthy();
  });

  it('lists the issues, counts them on their tab, opens the rule they are in, and blocks saving', async () => {
    const services = fakeServices();
    const definition = scaffolds.warning('dec_late', 'Late declarations');
    const broken: WarningDefinition = { ...definition, rules: [definition.rules[0]!, { ...definition.rules[0]!, ruleCode: 'second', ruleName: 'Second', setConfigs: [{ warnField: 'amount', operateType: 'between', warnFieldMin: 9, warnFieldMax: 1 }] }] };
    render(<WarningDesigner definition={broken} services={services} />);
    const issues = await screen.findByTestId('warning-issues');
    expect(issues.querySelector('[data-issue-path="/rules/1/setConfigs/0/warnFieldMin"]')).not.toBeNull();
    // The engine's text, said with the designer's names for the place (not "/rules/1/…").
    expect(issues.querySelector('[data-issue-path="/rules/1/setConfigs/0/warnFieldMin"]')!.textContent).toBe('Rule “Second” · Condition “amount” · Minimum: The minimum may not be greater than the maximum');
    expect(button('Save').disabled).toBe(true);
    fireEvent.click(issues.querySelector('[data-issue-path="/rules/1/setConfigs/0/warnFieldMin"] button')!);
    await waitFor(() => expect((screen.getByLabelText('Minimum 1') as HTMLInputElement).value).toBe('9'));
    fireEvent.change(screen.getByLabelText('Minimum 1'), { target: { value: '0' } });
    await waitFor(() => expect(screen.queryByTestId('warning-issues')).toBeNull());
    expect(button('Save').disabled).toBe(false);
  });

  it('names a field the server refused by its label and opens its tab; says why a recipient list is empty; headings are h2', async () => {
    const services = fakeServices();
    const definition = scaffolds.warning('dec_late', 'Late declarations');
    const refused = Object.assign(new Error('Some fields are not valid'), { status: 400, wasShown: false, body: { result: { errors: [{ path: '/body/rules/0/noticeConfig/recipientRoleIds/0', code: 'warning/recipient-unknown', message: 'No such role' }] } } });
    services.save.mockRejectedValueOnce(refused);
    services.searchRecipients.mockImplementation(async (type) => { if (type === 'depart') throw new Error('Access denied'); return []; });
    render(<WarningDesigner definition={definition} isNew services={services} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Late declarations' })).toBeTruthy();

    await act(async () => { fireEvent.click(button('Save')); });
    const outcome = await screen.findByTestId('designer-save-outcome');
    expect(outcome.textContent).toContain('Some fields are not valid');
    const detail = outcome.querySelector('[data-issue-path="/rules/0/noticeConfig/recipientRoleIds/0"] button')!;
    expect(detail.textContent).toBe(`Rule “${definition.rules[0]!.ruleName}” · Recipients and channels · Roles: No such role`);
    fireEvent.click(detail);
    // The recipients tab is open; the department list says why it is empty instead of "no data".
    fireEvent.mouseDown(await screen.findByLabelText('Departments', { selector: 'input' }));
    expect(await screen.findByText('The list did not load: Access denied')).toBeTruthy();
    expect([...missingKeys]).toEqual([]);
  });
});
