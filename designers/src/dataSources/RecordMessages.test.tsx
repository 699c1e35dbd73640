import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from '../view/testing.test-support';
import { blankSqlConfig, SqlConfigEditor } from './SqlConfigEditor';

vi.mock('./CodeEditor', () => ({
  CodeEditor: (props: { label: string; value: string; onChange(value: string): void }) => <textarea aria-label={props.label} value={props.value} onChange={(event) => props.onChange(event.target.value)} />,
}));

const services = () => ({ save: vi.fn(async () => undefined), test: vi.fn(async () => ({ records: [] })), usage: vi.fn(async () => []) });
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

beforeAll(setUpEnglishTexts);
afterEach(cleanup);

// Issue 18 point 7: a new SQL config opened on "sqlCode cannot be empty"; now nothing until typed, then by label.
describe('SQL config editor messages', { timeout: 120_000 }, () => {
  it('says nothing before the first input, then names the field by its label', async () => {
    render(<SqlConfigEditor record={blankSqlConfig()} isNew services={services()} />);
    expect(errors()).toEqual([]);
    expect(screen.getByTestId('reveal-issues')).toBeTruthy();
    const code = screen.getByLabelText('SQL code');
    fireEvent.change(code, { target: { value: 'x' } });
    fireEvent.change(code, { target: { value: '' } });
    await waitFor(() => expect(errors()).toEqual(['SQL code cannot be empty']));
    expect(missingKeys).toEqual(new Set());
  });
});
