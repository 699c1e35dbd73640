import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from './testing.test-support';
import type { ViewDesignerServices } from './types';
import { ViewDesigner } from './ViewDesigner';
import { blankView } from './viewSources';

vi.mock('../dataSources/CodeEditor', () => ({
  CodeEditor: (props: { label: string; value: string; onChange(value: string): void }) => <textarea aria-label={props.label} value={props.value} onChange={(event) => props.onChange(event.target.value)} />,
}));

const services = (): ViewDesignerServices => ({ save: vi.fn(async () => undefined), listTables: vi.fn(async () => []), tableColumns: vi.fn(async () => []), testReportSql: vi.fn(async () => ({ columns: [] })) });
const designer = () => document.querySelector('.wharf-view-designer')!;

beforeAll(setUpEnglishTexts);
afterEach(cleanup);

// Issue 18 point 7: the view designer used to open on "/viewCode viewCode cannot be empty".
describe('ViewDesigner messages', { timeout: 180_000 }, () => {
  it('opens a new view with no error, then names the field by its label once the builder types', async () => {
    render(<ViewDesigner definition={blankView('', '')} isNew services={services()} />);
    expect(designer().querySelector('.ant-alert')).toBeNull();
    expect(designer().textContent).not.toMatch(/viewCode|viewName|cannot be empty/);
    expect(screen.getByTestId('reveal-issues').textContent).toMatch(/^\d+ things still to fix/);

    const code = screen.getByLabelText('View code');
    fireEvent.change(code, { target: { value: 'x' } });
    fireEvent.change(code, { target: { value: '' } });
    await waitFor(() => expect(designer().querySelector('[data-issue-path="/viewCode"]')?.textContent).toBe('View code cannot be empty'));
    expect(designer().textContent).not.toMatch(/\/viewCode|viewName cannot/);
    expect(missingKeys).toEqual(new Set());
  });

  it('lists everything kept back on "show them", each by label', async () => {
    render(<ViewDesigner definition={blankView('', '')} isNew services={services()} />);
    fireEvent.click(screen.getByTestId('reveal-issues'));
    await waitFor(() => expect(designer().querySelector('[data-issue-path="/viewName"]')?.textContent).toBe('View name cannot be empty'));
    expect(screen.queryByTestId('reveal-issues')).toBeNull();
  });
});
