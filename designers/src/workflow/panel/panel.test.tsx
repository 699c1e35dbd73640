import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ConditionGroup, WorkflowFieldPermissions } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from '../../view/testing.test-support';
import { customsApproval } from '../tree/testSupport';
import { ApproverSourceEditor, BranchConditionEditor, FieldPermissionTable, graphApproverTypes, patchNode, patchProcess, type ApproverSource } from './index';

beforeAll(setUpEnglishTexts);
afterEach(() => {
  cleanup();
  const missing = [...missingKeys];
  missingKeys.clear();
  expect(missing).toEqual([]);
});

const fields = [
  { key: 'amount', label: 'Amount', type: 'number' },
  { key: 'note', label: 'Note' },
];

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('workflow property panel pieces', { timeout: 60_000 }, () => {
  it('patches remove the settings they empty, so the stored JSON has no empty keys', () => {
    const definition = customsApproval();
    const process = patchProcess(definition, { remark: undefined, fieldPermissions: undefined, processName: 'Declarations' });
    expect(Object.keys(process)).not.toContain('remark');
    expect(Object.keys(process)).not.toContain('fieldPermissions');
    expect(process.processName).toBe('Declarations');
    const broker = definition.nodes.find((node) => node.nodeId === 'broker')!;
    const node = patchNode(broker, { deadlineHours: 0, deadlineAction: undefined, escalateToId: undefined });
    expect(node).toEqual({ ...broker, deadlineHours: 0, deadlineAction: undefined, escalateToId: undefined });
    expect(Object.keys(node)).not.toContain('escalateToId');
  });

  it('field permissions write only the exceptions to the node fallback, and list keys the form no longer has', () => {
    const onChange = vi.fn<(next: WorkflowFieldPermissions | undefined) => void>();
    const { rerender } = render(<FieldPermissionTable fields={fields} value={{ gone: 'hidden' }} fallback="readOnly" onChange={onChange} />);
    expect(screen.getByText('gone (no longer a field of the form)')).toBeTruthy();
    fireEvent.click(within(screen.getByLabelText('Permission of Amount')).getByLabelText('Editable'));
    expect(onChange).toHaveBeenLastCalledWith({ gone: 'hidden', amount: 'editable' });
    fireEvent.click(screen.getByText('Remove'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    rerender(<FieldPermissionTable fields={fields} value={{ amount: 'hidden' }} fallback="editable" onChange={onChange} />);
    fireEvent.click(within(screen.getByLabelText('Permission of Amount')).getByLabelText('Editable'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    fireEvent.click(screen.getByText('All Hidden'));
    expect(onChange).toHaveBeenLastCalledWith({ amount: 'hidden', note: 'hidden' });
  });

  it('changing the approver type clears the codes of the old type; manager asks the level', async () => {
    const onChange = vi.fn<(next: ApproverSource) => void>();
    const { rerender } = render(<ApproverSourceEditor value={{ approverType: 'role', approverIds: ['officer'] }} onChange={onChange} />);
    await choose('Approver type', 'Manager');
    expect(onChange).toHaveBeenLastCalledWith({ approverType: 'manager', approverIds: undefined, managerLevel: 1 });
    rerender(<ApproverSourceEditor value={{ approverType: 'manager', managerLevel: 1 }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Manager level', { selector: 'input' }), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ approverType: 'manager', managerLevel: 2 });
  });

  it('the old designer offers its own selections, relations among them, with directory names', async () => {
    const onChange = vi.fn<(next: ApproverSource) => void>();
    const directory = { users: vi.fn(async () => [{ value: 'u_li', label: 'Li Lei' }]) };
    const { rerender } = render(<ApproverSourceEditor value={{ approverType: 'relation', approverIds: [] }} types={graphApproverTypes} directory={directory} onChange={onChange} />);
    await choose('Relations', "Head of the initiator's department (initiatorDeptHead)");
    expect(onChange).toHaveBeenLastCalledWith({ approverType: 'relation', approverIds: ['initiatorDeptHead'] });
    rerender(<ApproverSourceEditor value={{ approverType: 'person', approverIds: [] }} types={graphApproverTypes} directory={directory} onChange={onChange} />);
    await waitFor(() => expect(directory.users).toHaveBeenCalledTimes(1));
    await choose('Persons (usernames)', 'Li Lei (u_li)');
    expect(onChange).toHaveBeenLastCalledWith({ approverType: 'person', approverIds: ['u_li'] });
  });

  it('branch conditions: groups joined by or, values typed for number fields', () => {
    const onChange = vi.fn<(next: ConditionGroup[]) => void>();
    const { rerender } = render(<BranchConditionEditor value={[]} fields={fields} onChange={onChange} />);
    fireEvent.click(screen.getByText('Add conditions'));
    const first: ConditionGroup = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'amount', operator: 'equal', value: '' }] };
    expect(onChange).toHaveBeenLastCalledWith([first]);
    rerender(<BranchConditionEditor value={[first]} fields={fields} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Value', { selector: 'input' }), { target: { value: '500' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...first, children: [{ kind: 'condition', field: 'amount', operator: 'equal', value: 500 }] }]);
    fireEvent.click(screen.getByText('Add a condition group (or)'));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(2);
    rerender(<BranchConditionEditor value={[first, first]} fields={fields} onChange={onChange} />);
    expect(screen.getByText('or')).toBeTruthy();
  });
});
