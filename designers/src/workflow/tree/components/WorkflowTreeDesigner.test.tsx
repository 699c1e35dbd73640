import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WorkflowDefinition } from '@wharf/schemas';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from '../../../view/testing.test-support';
import { layoutTree } from '../model/treeLayout';
import { definitionToTree } from '../model/workflowTree';
import { customsApproval } from '../testSupport';
import type { WorkflowTreeDesignerProps } from '../types';
import { WorkflowTreeDesigner } from './WorkflowTreeDesigner';

beforeAll(setUpEnglishTexts);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  const missing = [...missingKeys];
  missingKeys.clear();
  expect(missing).toEqual([]);
});

const formFields = [
  { key: 'declTotal', label: 'Declared total', type: 'number' },
  { key: 'entryId', label: 'Entry id' },
  { key: 'remark', label: 'Remark' },
  { key: 'brokerEmail', label: 'Broker e-mail' },
];

function renderDesigner(overrides: Partial<WorkflowTreeDesignerProps> = {}) {
  const save = vi.fn(async (_definition: WorkflowDefinition) => undefined);
  const props: WorkflowTreeDesignerProps = { definition: customsApproval(), formFields, services: { save }, ...overrides };
  const view = render(<WorkflowTreeDesigner {...props} />);
  return { ...view, save, saved: () => save.mock.calls.at(-1)![0] };
}

// Queries by label (aria-label) rather than by role: the role query is slow on a page of antd controls.
const card = (name: string) => screen.getByLabelText(name, { selector: '[role="group"]' });
const noCard = (name: string) => screen.queryByLabelText(name, { selector: '[role="group"]' });
const press = (label: string) => fireEvent.click(screen.getByLabelText(label, { selector: 'button' }));
const node = (definition: WorkflowDefinition, nodeId: string) => definition.nodes.find((each) => each.nodeId === nodeId);
const saveButton = () => screen.getByText('Save').closest('button')!;

async function chooseInsert(kind: 'approval' | 'cc' | 'condition') {
  await waitFor(() => expect(document.querySelector(`[data-insert-kind="${kind}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector(`[data-insert-kind="${kind}"]`)!);
}

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  const choice = await screen.findByTitle(option);
  fireEvent.click(choice);
}

// The machine is shared and antd renders slowly in jsdom.
describe('WorkflowTreeDesigner', { timeout: 60_000 }, () => {
  it("shows the customs example's dec_approval as a tree and saves it unchanged", async () => {
    const { save, saved } = renderDesigner();
    expect(card('Approver: Broker manager')).toBeTruthy();
    expect(card('Approver: Customs officers')).toBeTruthy();
    expect(within(card('Cc: Copy finance')).getByText('Copy roles: finance')).toBeTruthy();
    expect(card('Branch Over 1,000,000 (priority 1)')).toBeTruthy();
    expect(card('Branch Otherwise (priority 2)')).toBeTruthy();
    expect(within(card('Approver: Broker manager')).getByText("Initiator's manager, level 1")).toBeTruthy();
    // Every line of the layout is drawn on the canvas (sizes and handle places are known, nothing to measure).
    const reading = definitionToTree(customsApproval());
    expect(reading.ok && document.querySelectorAll('.react-flow__edge').length).toBe(reading.ok && layoutTree(reading.tree).lines.length);
    // The boxes take clicks in a real browser (jsdom ignores pointer-events, so this is checked on the style).
    const wrappers = [...document.querySelectorAll<HTMLElement>('.react-flow__node')];
    expect(wrappers.length).toBeGreaterThan(10);
    expect(wrappers.filter((wrapper) => wrapper.style.pointerEvents !== 'all')).toEqual([]);
    // Nothing changed: nothing to save.
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    // A change and its undo leave the definition as it was: save it and compare.
    press('Delete node Copy finance');
    expect(saveButton().disabled).toBe(false);
    press('Undo');
    // Back to exactly the stored definition: nothing unsaved.
    expect(saveButton().disabled).toBe(true);
    // Through the tree and back twice (an insert, then its removal): still exactly the stored definition.
    press('Add a node here (group amount, branch 2, place 1)');
    await chooseInsert('cc');
    press('Delete node Cc');
    expect(saveButton().disabled).toBe(true);
    press('Delete node Customs officers');
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(saved().nodes.map((each) => each.nodeId)).toEqual(['start', 'amount', 'manager', 'notify', 'end']);
    expect(node(saved(), 'manager')?.nextNodeId).toBe('notify');
    expect(saved().designer).toBe('tree');
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('inserts an approval node at a "+", selects it, and saves it linked into the line', async () => {
    const { save, saved } = renderDesigner();
    press('Add a node here (main line, place 3)');
    await chooseInsert('approval');
    const added = card('Approver: Approver');
    expect(added.getAttribute('aria-current')).toBe('true');
    expect(within(added).getByText('Choose the approvers')).toBeTruthy();
    expect(screen.getByLabelText('Node name', { selector: 'input' })).toHaveProperty('value', 'Approver');
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(node(saved(), 'broker')?.nextNodeId).toBe('approval1');
    expect(node(saved(), 'approval1')).toMatchObject({ nodeType: 'approval', nextNodeId: 'notify', approverType: 'person', approverIds: [] });
  });

  it('adds a condition group and a branch to it, each branch ending back in the main line', async () => {
    const { save, saved } = renderDesigner();
    press('Add a node here (main line, place 2)');
    await chooseInsert('condition');
    // A branch without conditions is marked on its card; the default branch needs none.
    const branchCard = (index: number) => document.querySelector(`[data-box="branch:condition1:${index}"] [data-branch]`)!;
    expect(branchCard(0).getAttribute('data-has-issues')).toBe('true');
    expect(branchCard(1).getAttribute('data-has-issues')).toBeNull();
    fireEvent.click(within(document.querySelector('[data-box="head:condition1"]') as HTMLElement).getByText('Add condition'));
    expect(card('Branch Condition 2 (priority 2)')).toBeTruthy();
    expect(card('Branch Otherwise (priority 3)')).toBeTruthy();
    press('Move Condition 2 left');
    expect(card('Branch Condition 2 (priority 1)')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(node(saved(), 'condition1')?.branches?.map((branch) => [branch.name, branch.nextNodeId, branch.priority])).toEqual([
      ['Condition 2', 'broker', 1],
      ['Condition 1', 'broker', 2],
      ['Otherwise', 'broker', 3],
    ]);
  });

  it("edits a node's approvers: type, codes, mode with a ratio, deadline with escalation", async () => {
    const { save, saved } = renderDesigner();
    fireEvent.click(card('Approver: Customs officers'));
    await chooseOption('Approver type', 'Specified persons');
    const persons = screen.getByLabelText('Persons (usernames)', { selector: 'input' });
    fireEvent.change(persons, { target: { value: 'u_officer' } });
    fireEvent.keyDown(persons, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByLabelText('A share must agree'));
    fireEvent.change(screen.getByLabelText('Share that must agree', { selector: 'input' }), { target: { value: '60' } });
    await chooseOption('When it passes', 'Reject automatically');
    expect(within(card('Approver: Customs officers')).getByText('Specified persons: u_officer')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(node(saved(), 'broker')).toMatchObject({ approverType: 'person', approverIds: ['u_officer'], multiMode: 'ratio', passRatio: 60, deadlineHours: 24, deadlineAction: 'autoReject' });
    expect(node(saved(), 'broker')?.escalateToId).toBeUndefined();
  });

  it('edits a branch condition with the ten operators and field permissions per form field', async () => {
    const { save, saved } = renderDesigner();
    fireEvent.click(card('Branch Over 1,000,000 (priority 1)'));
    const value = screen.getByLabelText('Value', { selector: 'input' });
    fireEvent.change(value, { target: { value: '2000000' } });
    fireEvent.mouseDown(screen.getByLabelText('Operator', { selector: 'input' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')).toHaveLength(10));
    fireEvent.click(await screen.findByTitle('greater or equal'));
    expect(within(card('Branch Over 1,000,000 (priority 1)')).getByText('Declared total ≥ 2000000')).toBeTruthy();
    fireEvent.click(card('Approver: Broker manager'));
    fireEvent.click(screen.getByText('Form field permissions'));
    fireEvent.click(within(await screen.findByLabelText('Permission of Entry id')).getByLabelText('Hidden'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(node(saved(), 'amount')?.branches?.[0]?.conditionGroups).toEqual([{ kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'declTotal', operator: 'greaterOrEqual', value: 2000000 }] }]);
    expect(node(saved(), 'manager')?.fieldPermissions).toEqual({ remark: 'editable', brokerEmail: 'editable', entryId: 'hidden' });
  });

  it('undoes and redoes with the buttons and the keyboard', async () => {
    renderDesigner();
    press('Delete node Customs officers');
    expect(noCard('Approver: Customs officers')).toBeNull();
    press('Undo');
    expect(card('Approver: Customs officers')).toBeTruthy();
    press('Redo');
    expect(noCard('Approver: Customs officers')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(card('Approver: Customs officers')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(noCard('Approver: Customs officers')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(noCard('Approver: Customs officers')).toBeNull();
    // After inserting through the "+" menu (a popup outside the designer), Ctrl+Z works at once.
    press('Add a node here (main line, place 1)');
    const menuItem = await waitFor(() => document.querySelector<HTMLButtonElement>('[data-insert-kind="cc"]')!);
    menuItem.focus();
    fireEvent.click(menuItem);
    expect(card('Cc: Cc')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'z', ctrlKey: true });
    expect(noCard('Cc: Cc')).toBeNull();
    // Delete removes the selected node; typing Delete in a text box does not.
    fireEvent.click(card('Cc: Copy finance'));
    fireEvent.keyDown(screen.getByLabelText('Node name', { selector: 'input' }), { key: 'Delete' });
    expect(card('Cc: Copy finance')).toBeTruthy();
    fireEvent.keyDown(card('Cc: Copy finance'), { key: 'Delete' });
    expect(noCard('Cc: Copy finance')).toBeNull();
  });

  it('the problem list in the toolbar selects the node a problem is on', async () => {
    renderDesigner();
    press('Add a node here (main line, place 1)');
    await chooseInsert('approval');
    fireEvent.click(card('Cc: Copy finance'));
    fireEvent.click(screen.getByText(/problem\(s\)/, { selector: 'button span' }));
    const item = await screen.findByText(/Approver/, { selector: 'li button span' });
    fireEvent.click(item);
    expect(card('Approver: Approver').getAttribute('aria-current')).toBe('true');
  });

  it('marks problems on the node they concern and blocks saving while the definition is invalid', async () => {
    renderDesigner();
    fireEvent.click(card('Approver: Customs officers'));
    fireEvent.change(screen.getByLabelText('Node name', { selector: 'input' }), { target: { value: '' } });
    const broken = document.querySelector('[data-node-id="broker"]')!;
    expect(broken.getAttribute('data-has-issues')).toBe('true');
    expect(within(broken as HTMLElement).getByLabelText(/problem\(s\)/)).toBeTruthy();
    expect(document.querySelector('[data-node-id="manager"]')!.getAttribute('data-has-issues')).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Node name', { selector: 'input' }), { target: { value: 'Officers' } });
    expect(broken.getAttribute('data-has-issues')).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("marks the engine's publish checks on the node (approvers still to choose) without blocking a save", async () => {
    const { save } = renderDesigner();
    expect(document.querySelectorAll('[data-has-issues]')).toHaveLength(0);
    press('Add a node here (main line, place 4)');
    await chooseInsert('cc');
    const added = document.querySelector('[data-node-id="cc1"]')!;
    expect(added.getAttribute('data-has-issues')).toBe('true');
    expect(document.querySelectorAll('[data-has-issues]')).toHaveLength(1);
    expect(within(added as HTMLElement).getByText('Choose whom to copy')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
  });

  it('a new process keeps its _temp_ key until the builder names it; after the save no draft of it is left', async () => {
    const save = vi.fn(async (_definition: WorkflowDefinition) => undefined);
    // The host shows the saved definition as a saved one at once (as the designer switch does).
    function Host() {
      const [shown, setShown] = useState<{ definition: WorkflowDefinition; isNew: boolean }>({ definition: { ...customsApproval(), processKey: '_temp_1a2b' }, isNew: true });
      return <WorkflowTreeDesigner definition={shown.definition} isNew={shown.isNew} formFields={formFields} services={{ save }} onSaved={(definition) => setShown({ definition, isNew: false })} />;
    }
    render(<Host />);
    fireEvent.change(screen.getByLabelText('Process name', { selector: 'input' }), { target: { value: 'Declarations' } });
    expect(screen.getByText(/Enter a process key/)).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Process key', { selector: 'input' }), { target: { value: 'dec_approval_2' } });
    expect(screen.queryByText(/Enter a process key/)).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
    expect(localStorage.getItem('wharf.workflowDraft:_new')).toContain('dec_approval_2');
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByLabelText('Process key', { selector: 'input' }) as HTMLInputElement).disabled).toBe(true));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('wharf.workflowDraft:'))).toEqual([]);
  });

  it('keeps unsaved work in the browser and offers it back; saving drops the draft', async () => {
    const first = renderDesigner({ draftScope: 'acme:u1' });
    press('Delete node Copy finance');
    const beforeUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(true);
    first.unmount();
    expect(localStorage.getItem('wharf.workflowDraft:acme:u1:dec_approval')).toContain('"broker"');

    const second = renderDesigner({ draftScope: 'acme:u1' });
    expect(card('Cc: Copy finance')).toBeTruthy();
    fireEvent.click((await screen.findByText('Restore')).closest('button')!);
    await waitFor(() => expect(noCard('Cc: Copy finance')).toBeNull());
    fireEvent.click(saveButton());
    await waitFor(() => expect(second.save).toHaveBeenCalled());
    await act(async () => undefined);
    expect(localStorage.getItem('wharf.workflowDraft:acme:u1:dec_approval')).toBeNull();
    const afterSave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(afterSave);
    expect(afterSave.defaultPrevented).toBe(false);
  });

  it('a new definition from the host starts over; the one it saved and got back does not', async () => {
    const onSaved = vi.fn();
    const { save, rerender } = renderDesigner({ onSaved });
    press('Delete node Copy finance');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const stored = onSaved.mock.calls[0]![0] as WorkflowDefinition;
    rerender(<WorkflowTreeDesigner definition={stored} formFields={formFields} services={{ save }} onSaved={onSaved} />);
    expect((screen.getByLabelText('Undo', { selector: 'button' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<WorkflowTreeDesigner definition={customsApproval()} formFields={formFields} services={{ save }} onSaved={onSaved} />);
    await waitFor(() => expect(card('Cc: Copy finance')).toBeTruthy());
    expect((screen.getByLabelText('Undo', { selector: 'button' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('binding another form loads its fields for the field permissions', async () => {
    const formFieldsOf = vi.fn(async (formCode: string) => [{ key: `${formCode}_field`, label: `Field of ${formCode}` }]);
    const listForms = vi.fn(async () => [
      { value: 'dec_form', label: 'Declaration' },
      { value: 'leave_form', label: 'Leave request' },
    ]);
    renderDesigner({ services: { save: vi.fn(), listForms, formFields: formFieldsOf } });
    await waitFor(() => expect(listForms).toHaveBeenCalled());
    expect(formFieldsOf).not.toHaveBeenCalled();
    await chooseOption('Bound form', 'Leave request');
    await waitFor(() => expect(formFieldsOf).toHaveBeenCalledWith('leave_form'));
    fireEvent.click(screen.getByText('Form field permissions when starting'));
    expect(await screen.findByText('Field of leave_form')).toBeTruthy();
  });

  it('read-only: no "+", no delete, no save, and the panel does not edit', () => {
    renderDesigner({ isReadOnly: true });
    expect(card('Approver: Customs officers')).toBeTruthy();
    expect(screen.queryByLabelText(/Add a node here/)).toBeNull();
    expect(screen.queryByLabelText(/Delete node/)).toBeNull();
    expect(screen.queryByText('Save')).toBeNull();
    fireEvent.click(card('Approver: Customs officers'));
    expect((screen.getByLabelText('Node name', { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.keyDown(card('Approver: Customs officers'), { key: 'Delete' });
    expect(card('Approver: Customs officers')).toBeTruthy();
  });

  it('a definition the tree cannot show is explained, not rewritten', () => {
    const definition = customsApproval();
    definition.nodes.push({ nodeId: 'end2', nodeType: 'end', name: 'Other end' });
    const { save } = renderDesigner({ definition });
    expect(screen.getByText('This process cannot be shown as a tree')).toBeTruthy();
    expect(screen.getByText(/exactly one end node/)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
