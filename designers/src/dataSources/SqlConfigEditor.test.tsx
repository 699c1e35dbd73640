import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HttpConfigRecord, SqlConfigRecord } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from '../view/testing.test-support';
import { HttpConfigEditor } from './HttpConfigEditor';
import { SqlConfigEditor } from './SqlConfigEditor';
import type { DataSourceTestResult, DataSourceUsage } from './types';

// Monaco needs a real browser; in jsdom the code editor is a plain text area with the same props.
vi.mock('./CodeEditor', () => ({
  CodeEditor: (props: { label: string; value: string; onChange(value: string): void }) => <textarea aria-label={props.label} value={props.value} onChange={(event) => props.onChange(event.target.value)} />,
}));

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const tab = (name: string) => screen.getByText(name, { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' });

function fakeServices<R>() {
  return {
    save: vi.fn(async (_record: R, _isNew: boolean): Promise<void> => undefined),
    test: vi.fn(async (_record: R, _params: Record<string, unknown>): Promise<DataSourceTestResult> => ({ records: [{ id: 1, customsCode: '2201' }], elapsedMs: 4 })),
    usage: vi.fn(async (_code: string): Promise<ReadonlyArray<DataSourceUsage>> => [{ kind: 'view', code: 'dec_list', name: 'Declarations' }]),
  };
}

const stats: SqlConfigRecord = { schemaVersion: 1, sqlCode: 'dec_stats', sqlName: 'Stats', sqlQuery: 'select id, customs_code as "customsCode" from dec_head where decl_date >= :fromDate' };

beforeAll(setUpEnglishTexts);
afterEach(cleanup);

describe('SqlConfigEditor', { timeout: 180_000 }, () => {
  it('offers to declare the :parameters the SQL uses, test-runs with their values and shows the rows', async () => {
    const services = fakeServices<SqlConfigRecord>();
    render(<SqlConfigEditor record={stats} services={services} />);
    expect(screen.getByText('The SQL uses undeclared parameters: fromDate')).toBeTruthy();
    fireEvent.click(button('Declare them'));
    fireEvent.click(screen.getByLabelText('Required'));
    expect(button('Run').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('fromDate'), { target: { value: '2024-01-01' } });
    fireEvent.click(button('Run'));
    expect(await screen.findByText('2201')).toBeTruthy();
    expect(services.test).toHaveBeenCalledWith({ ...stats, parameters: [{ name: 'fromDate', parameterType: 'string', isRequired: 'Y' }] }, { fromDate: '2024-01-01' });
    expect(screen.getByText('1 row(s) in 4 ms')).toBeTruthy();
  });

  it('shows the server\'s message when a test run is refused, and lists where the config is used', async () => {
    const services = fakeServices<SqlConfigRecord>();
    services.test.mockRejectedValueOnce(new Error('cannot execute INSERT in a read-only transaction'));
    render(<SqlConfigEditor record={{ ...stats, sqlQuery: 'insert into t values (1)' }} services={services} />);
    fireEvent.click(button('Run'));
    expect(await screen.findByText('cannot execute INSERT in a read-only transaction')).toBeTruthy();
    fireEvent.click(tab('Used by'));
    expect(await screen.findByText('Declarations (dec_list)')).toBeTruthy();
    expect(services.usage).toHaveBeenCalledWith('dec_stats');
  });

  it('checks the record with the engine and saves only a valid one', async () => {
    const services = fakeServices<SqlConfigRecord>();
    const onSaved = vi.fn();
    render(<SqlConfigEditor record={{ schemaVersion: 1, sqlCode: '', sqlName: '', sqlQuery: 'select 1 as id' }} isNew services={services} onSaved={onSaved} />);
    expect(button('Save').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('SQL code'), { target: { value: 'new_sql' } });
    fireEvent.change(screen.getByLabelText('SQL name'), { target: { value: 'New' } });
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(services.save).toHaveBeenCalledWith({ schemaVersion: 1, sqlCode: 'new_sql', sqlName: 'New', sqlQuery: 'select 1 as id' }, true);
    expect(screen.getByText('Saved')).toBeTruthy();
    expect([...missingKeys]).toEqual([]);
  });
});

describe('HttpConfigEditor', { timeout: 180_000 }, () => {
  const rates: HttpConfigRecord = { schemaVersion: 1, httpCode: 'rates', httpName: 'Rates', httpUrl: 'https://rates.example.com/api', httpMethod: 'GET', header: { Accept: 'application/json' } };

  it('refuses a url that is not http(s), edits headers, and shows a non-tabular test answer as JSON', async () => {
    const services = fakeServices<HttpConfigRecord>();
    services.test.mockResolvedValueOnce({ data: { rate: 7.1 } });
    render(<HttpConfigEditor record={rates} services={services} />);
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'ftp://x' } });
    await waitFor(() => expect(button('Save').disabled).toBe(true));
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://rates.example.com/v2' } });
    fireEvent.change(screen.getAllByLabelText('Value')[0]!, { target: { value: 'text/csv' } });
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    fireEvent.click(button('Run'));
    expect(await screen.findByText(/"rate": 7.1/)).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledWith({ ...rates, httpUrl: 'https://rates.example.com/v2', header: { Accept: 'text/csv' } }, false));
    expect([...missingKeys]).toEqual([]);
  });
});
