import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { validateDefinition } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionToTree, treeToDefinition } from '../../tree/model/workflowTree';
import { missingKeys, setUpEnglishTexts } from '../../../view/testing.test-support';
import { canvasFrame, nodeSize } from '../model/canvasGeometry';
import { customsApproval, placedDefinition } from '../model/testDefinitions.test-support';
import { toGraph } from '../model/toGraph';
import type { WorkflowGraphServices } from '../types';
import { WorkflowGraphDesigner } from './WorkflowGraphDesigner';

function fakeServices() {
  return { save: vi.fn(async (_definition: WorkflowDefinition): Promise<void> => undefined) } satisfies WorkflowGraphServices;
}

// Queries by label rather than by role: the role query is slow on a page of antd controls.
const card = (label: string) => screen.getByLabelText(label, { selector: 'div[role="button"]' });
const noCard = (label: string) => screen.queryByLabelText(label, { selector: 'div[role="button"]' });
const link = (label: string) => screen.getByLabelText(label, { selector: 'g[role="button"]' });
const handle = (label: string) => screen.getByLabelText(label, { selector: 'button' });
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
/** The customs example's node names, read from the example so the test follows it. */
const customsName = (nodeId: string) => customsApproval().nodes.find((node) => node.nodeId === nodeId)!.name;
const customsBranch = (index: number) => customsApproval().nodes.find((node) => node.nodeId === 'amount')!.branches![index]!.name;
const savedBody = (services: ReturnType<typeof fakeServices>) => services.save.mock.calls.at(-1)![0];

/** Where a node's card sits on the screen (jsdom lays out nothing: the canvas is at 0,0 and unscrolled). */
function screenPoint(definition: WorkflowDefinition, nodeId: string) {
  const graph = toGraph(definition);
  const { offset } = canvasFrame(graph.nodes);
  const node = graph.nodes.find((each) => each.id === nodeId)!;
  return { clientX: node.position.x + offset.x + nodeSize.width / 2, clientY: node.position.y + offset.y + nodeSize.height / 2 };
}

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByTitle(option));
}

beforeAll(setUpEnglishTexts);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  expect([...missingKeys].join(', ')).toBe('');
});

describe('WorkflowGraphDesigner', { timeout: 120_000 }, () => {
  it('opens the customs dec_approval (made without positions) laid out, with its branches on the links', () => {
    render(<WorkflowGraphDesigner definition={customsApproval()} services={fakeServices()} />);
    const types = { start: 'Start', amount: 'Condition gateway', manager: 'Approval', broker: 'Approval', notify: 'Cc', end: 'End' };
    for (const [nodeId, type] of Object.entries(types)) expect(card(`${type}: ${customsName(nodeId)}`)).toBeTruthy();
    expect(link(`Link: ${customsName('amount')} → ${customsName('manager')} (${customsBranch(0)})`)).toBeTruthy();
    expect(link(`Link: ${customsName('amount')} → ${customsName('broker')} (${customsBranch(1)})`)).toBeTruthy();
    expect(screen.getByText('No problems')).toBeTruthy();
    // Each card says who approves or is copied.
    const broker = customsApproval().nodes.find((node) => node.nodeId === 'broker')!;
    expect(card(`Approval: ${broker.name}`).textContent).toContain(`${i18next.t(`designer.workflow.approver.types.${broker.approverType}`)}: ${broker.approverIds!.join(', ')}`);
  });

  it('moves a node by dragging it, and undoes and redoes the move', async () => {
    const services = fakeServices();
    const definition = placedDefinition();
    render(<WorkflowGraphDesigner definition={definition} services={services} />);
    const from = screenPoint(definition, 'boss');
    fireEvent.pointerDown(card('Approval: Boss'), { ...from, button: 0 });
    fireEvent.pointerMove(window, { clientX: from.clientX + 60, clientY: from.clientY + 35 });
    fireEvent.pointerUp(window, { clientX: from.clientX + 60, clientY: from.clientY + 35 });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const moved = savedBody(services);
    expect(moved.designer).toBe('graph');
    expect(moved.nodes[1]!.position).toEqual({ x: 70, y: 185 });
    // Ctrl+Z on the designer undoes the move, Ctrl+Y redoes it.
    const root = document.querySelector('[data-workflow-designer="graph"]') as HTMLElement;
    fireEvent.keyDown(root, { key: 'z', ctrlKey: true });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(2));
    expect(savedBody(services).nodes[1]!.position).toEqual({ x: 10, y: 150 });
    fireEvent.keyDown(root, { key: 'y', ctrlKey: true });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(3));
    expect(savedBody(services).nodes[1]!.position).toEqual({ x: 70, y: 185 });
  });

  it('maps the pointer through the zoom: at 150% a drag of 60 screen pixels moves the node 40', async () => {
    const services = fakeServices();
    const definition = placedDefinition();
    render(<WorkflowGraphDesigner definition={definition} services={services} />);
    fireEvent.click(handle('Zoom in'));
    fireEvent.click(handle('Zoom in'));
    expect(screen.getByText('150%')).toBeTruthy();
    fireEvent.pointerDown(card('Approval: Boss'), { clientX: 300, clientY: 300, button: 0 });
    fireEvent.pointerUp(window, { clientX: 360, clientY: 330 });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    expect(savedBody(services).nodes[1]!.position).toEqual({ x: 50, y: 170 });
  });

  it('draws a link out of a condition node as a new branch, and refuses a link back to the start', async () => {
    const services = fakeServices();
    const definition = customsApproval();
    render(<WorkflowGraphDesigner definition={definition} services={services} />);
    // Positions are what the designer laid out on opening; the frame is computed the same way.
    const laidOut = (await import('../model/autoLayout')).withLayout(definition);
    fireEvent.pointerDown(handle(`Drag to link: ${customsName('amount')}`), { ...screenPoint(laidOut, 'amount'), button: 0 });
    fireEvent.pointerUp(window, screenPoint(laidOut, 'notify'));
    expect(link(`Link: ${customsName('amount')} → ${customsName('notify')} (Branch 3)`)).toBeTruthy();
    fireEvent.pointerDown(handle(`Drag to link: ${customsName('broker')}`), { ...screenPoint(laidOut, 'broker'), button: 0 });
    fireEvent.pointerUp(window, screenPoint(laidOut, 'start'));
    expect(screen.getByText('Nothing links back to the start node')).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const amount = savedBody(services).nodes.find((node) => node.nodeId === 'amount')!;
    expect(amount.branches!.map((branch) => [branch.name, branch.nextNodeId])).toEqual([[customsBranch(0), 'manager'], [customsBranch(1), 'broker'], ['Branch 3', 'notify']]);
    expect(amount.nextNodeId).toBeUndefined();
  });

  it("adds an approval node with the old designer's approver selections and deletes it with the Delete key", async () => {
    const services = fakeServices();
    render(<WorkflowGraphDesigner definition={placedDefinition()} services={services} />);
    fireEvent.click(button('Approval'));
    const added = card('Approval: Approval');
    expect(added.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-inspector="node:approval_1"]')).toBeTruthy();
    // The shared panel's approver type offers the old designer's selections: user, department, role, position, relation.
    fireEvent.mouseDown(screen.getByLabelText(i18next.t('designer.workflow.approver.type'), { selector: 'input' }));
    await screen.findAllByRole('option');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(offered).toEqual(['person', 'department', 'role', 'position', 'relation'].map((type) => i18next.t(`designer.workflow.approver.types.${type}`)));
    fireEvent.click(await screen.findByTitle(i18next.t('designer.workflow.approver.types.relation')));
    fireEvent.mouseDown(screen.getByLabelText(i18next.t('designer.workflow.approver.ids.relation'), { selector: 'input' }));
    fireEvent.click(await screen.findByTitle(`${i18next.t('designer.workflow.approver.relations.initiatorDeptHead')} (initiatorDeptHead)`));
    // Linked without drawing: the new node's next node is the end, the boss's next node the new one.
    await chooseOption('Next node', 'End (end)');
    fireEvent.keyDown(card('Approval: Boss'), { key: 'Enter' });
    await chooseOption('Next node', 'Approval (approval_1)');
    expect(button('Save').disabled).toBe(false);
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    expect(savedBody(services).nodes.find((node) => node.nodeId === 'approval_1')).toMatchObject({ approverType: 'relation', approverIds: ['initiatorDeptHead'], nextNodeId: 'end', position: expect.any(Object) });
    expect(savedBody(services).nodes.find((node) => node.nodeId === 'boss')!.nextNodeId).toBe('approval_1');
    fireEvent.keyDown(card('Approval: Approval'), { key: 'Enter' });
    fireEvent.keyDown(card('Approval: Approval'), { key: 'Delete' });
    expect(noCard('Approval: Approval')).toBeNull();
  });

  it('marks a node with problems and blocks saving while the definition is invalid', () => {
    const definition = placedDefinition();
    delete definition.nodes[1]!.nextNodeId;
    render(<WorkflowGraphDesigner definition={definition} services={fakeServices()} />);
    expect(card('Approval: Boss').getAttribute('aria-invalid')).toBe('true');
    expect(card('Start: Start').getAttribute('aria-invalid')).toBe('false');
    expect(button('Save').disabled).toBe(true);
    fireEvent.click(card('Approval: Boss'));
    expect(screen.getByText('This node has 1 problem(s)', { selector: '.ant-alert *' })).toBeTruthy();
  });

  it('writes a definition the new (tree) designer reads back unchanged, and reads one the tree designer wrote', async () => {
    const services = fakeServices();
    render(<WorkflowGraphDesigner definition={customsApproval()} services={services} />);
    fireEvent.click(button('Arrange automatically'));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const written = savedBody(services);
    expect(written.designer).toBe('graph');
    const reading = definitionToTree(written);
    expect(reading.ok).toBe(true);
    if (reading.ok) expect(treeToDefinition(reading.tree, written)).toEqual(written);
    // Back in the graph designer, the tree designer's definition keeps its links and gains only positions.
    const stripped = { ...written, designer: 'tree' as const, nodes: written.nodes.map(({ position: _p, ...node }) => node) };
    cleanup();
    render(<WorkflowGraphDesigner definition={stripped} services={services} />);
    expect(link(`Link: ${customsName('amount')} → ${customsName('broker')} (${customsBranch(1)})`)).toBeTruthy();
  });

  it('asks the required process settings and a real key before saving a new definition (spec §5)', () => {
    const fresh = { ...placedDefinition(), processKey: '_temp_1700000000' };
    render(<WorkflowGraphDesigner definition={fresh} isNew services={fakeServices()} />);
    expect(screen.getByText('Temporary key: give the process its own key before saving')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(i18next.t('designer.workflow.process.processKey'), { selector: 'input' }), { target: { value: 'leave_request' } });
    expect(button('Save').disabled).toBe(false);
    fireEvent.change(screen.getByLabelText(i18next.t('designer.workflow.process.billType'), { selector: 'input' }), { target: { value: '' } });
    expect(button('Save').disabled).toBe(true);
    // The problem is named in the panel: counted above it and said under the field.
    expect(screen.getByText('1 problem(s)', { selector: '.ant-alert-title, .ant-alert-message' })).toBeTruthy();
    const message = validateDefinition('workflow', { ...fresh, processKey: 'leave_request', billType: '' }, 'en_US').find((issue) => issue.path === '/billType')!.message;
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('edits a branch from its link: the new name shows on the link', () => {
    render(<WorkflowGraphDesigner definition={customsApproval()} services={fakeServices()} />);
    fireEvent.click(link(`Link: ${customsName('amount')} → ${customsName('broker')} (${customsBranch(1)})`));
    expect(document.querySelector('[data-inspector="edge:branch:amount:1"]')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(i18next.t('designer.workflow.branch.name'), { selector: 'input' }), { target: { value: 'Small declarations' } });
    expect(link(`Link: ${customsName('amount')} → ${customsName('broker')} (Small declarations)`)).toBeTruthy();
  });

  it('shows a read-only definition without editing controls', () => {
    render(<WorkflowGraphDesigner definition={placedDefinition()} services={fakeServices()} isReadOnly />);
    expect(screen.queryByText('Save', { selector: 'button span' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Drag to link: Boss' })).toBeNull();
    act(() => {
      fireEvent.pointerDown(card('Approval: Boss'), { clientX: 0, clientY: 0, button: 0 });
    });
    expect(card('Approval: Boss').getAttribute('aria-pressed')).toBe('true');
  });
});
