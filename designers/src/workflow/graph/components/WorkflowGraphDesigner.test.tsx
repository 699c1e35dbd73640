import { act, cleanup, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { validateDefinition } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionToTree, treeToDefinition } from '../../tree/model/workflowTree';
import { missingKeys, setUpEnglishTexts } from '../../../view/testing.test-support';
import { customsApproval, placedDefinition } from '../model/testDefinitions.test-support';
import type { WorkflowGraphServices } from '../types';
import { WorkflowGraphDesigner } from './WorkflowGraphDesigner';
import { canvasDrawn, canvasZoom, setUpXyflowInJsdom } from './xyflowJsdom.test-support';

function fakeServices() {
  return { save: vi.fn(async (_definition: WorkflowDefinition): Promise<void> => undefined) } satisfies WorkflowGraphServices;
}

// Queries by label rather than by role: the role query is slow on a page of antd controls.
// Cards are @xyflow/react's node elements and links its edge groups, named by the designer.
const card = (label: string) => screen.getByLabelText(label, { selector: 'div[role="button"]' });
const noCard = (label: string) => screen.queryByLabelText(label, { selector: 'div[role="button"]' });
const link = (label: string) => screen.getByLabelText(label, { selector: 'g[role="button"]' });
const control = (label: string) => screen.getByLabelText(label, { selector: 'button' });
const handle = (label: string) => screen.getByLabelText(label, { selector: '.react-flow__handle' });
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
/** The customs example's node names, read from the example so the test follows it. */
const customsName = (nodeId: string) => customsApproval().nodes.find((node) => node.nodeId === nodeId)!.name;
const customsBranch = (index: number) => customsApproval().nodes.find((node) => node.nodeId === 'amount')!.branches![index]!.name;
const savedBody = (services: ReturnType<typeof fakeServices>) => services.save.mock.calls.at(-1)![0];

/**
 * Drags a card the way a mouse does (@xyflow/react drags with d3-drag on mouse events): pressed,
 * moved past the drag threshold (where the drag starts), then moved by `by` screen pixels and let go.
 */
async function dragCard(label: string, by: { x: number; y: number }) {
  const start = { clientX: 300, clientY: 300 };
  const past = { clientX: 302, clientY: 300 };
  const end = { clientX: past.clientX + by.x, clientY: past.clientY + by.y };
  // d3-drag follows the mouse on the events' `view`, which jsdom's MouseEvent will not take from the test: set afterwards.
  const mouse = (type: 'mouseDown' | 'mouseMove' | 'mouseUp', target: Element | Window, init: object) => {
    const event = createEvent[type](target, init);
    Object.defineProperty(event, 'view', { value: window });
    fireEvent(target, event);
  };
  mouse('mouseDown', card(label), { ...start, button: 0 });
  mouse('mouseMove', window, past);
  mouse('mouseMove', window, end);
  mouse('mouseUp', window, end);
  // d3-drag swallows the click that ends a drag until the next task, as a browser's would be.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Draws a link from a card's handle onto another card: once the drawing starts every other card is a
 * drop zone (`Link to <name>`), and the one under the pointer (jsdom has no layout: `elementFromPoint`
 * answers it) takes the link.
 */
function drawLink(fromName: string, toName: string) {
  dropOnCard(handle(`Drag to link: ${fromName}`), toName);
}

/** Drags a link's arrow end onto another card (@xyflow/react's reconnect anchor at the link's end). */
function moveLinkEnd(edgeId: string, toName: string) {
  dropOnCard(document.querySelector(`[data-edge-id="${edgeId}"] .react-flow__edgeupdater-target`)!, toName);
}

/**
 * Presses on `start` and lets go over a card: once the drawing starts every card but the one drawn
 * from is a drop zone (`Link to <name>`), and the one under the pointer (jsdom has no layout:
 * `elementFromPoint` answers it) takes the link.
 */
function dropOnCard(start: Element, toName: string) {
  let under: Element | null = null;
  const original = document.elementFromPoint;
  document.elementFromPoint = () => under;
  try {
    fireEvent.mouseDown(start, { clientX: 100, clientY: 100, button: 0 });
    fireEvent.mouseMove(document, { clientX: 140, clientY: 200 });
    under = screen.getByLabelText(`Link to ${toName}`, { selector: '.react-flow__handle' });
    fireEvent.mouseMove(document, { clientX: 150, clientY: 260 });
    fireEvent.mouseUp(document, { clientX: 150, clientY: 260 });
  } finally {
    document.elementFromPoint = original;
  }
}

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByTitle(option));
}

beforeAll(() => {
  setUpEnglishTexts();
  setUpXyflowInJsdom();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  expect([...missingKeys].join(', ')).toBe('');
});

describe('WorkflowGraphDesigner', { timeout: 120_000 }, () => {
  it('opens the customs dec_approval (made without positions) laid out, with its branches on the links', async () => {
    render(<WorkflowGraphDesigner definition={customsApproval()} services={fakeServices()} />);
    await canvasDrawn();
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
    await canvasDrawn();
    // The definition fits at 100% (the view never zooms in past it on opening): screen pixels are canvas units.
    expect(canvasZoom()).toBe(1);
    await dragCard('Approval: Boss', { x: 60, y: 35 });
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

  it('maps the pointer through the zoom: zoomed in twice (144%), a drag of 60 screen pixels moves the node 42', async () => {
    const services = fakeServices();
    const definition = placedDefinition();
    render(<WorkflowGraphDesigner definition={definition} services={services} />);
    await canvasDrawn();
    fireEvent.click(control('Zoom in'));
    fireEvent.click(control('Zoom in'));
    expect(canvasZoom()).toBeCloseTo(1.44, 5);
    await dragCard('Approval: Boss', { x: 60, y: 30 });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    // 60 / 1.44 = 41.7 and 30 / 1.44 = 20.8, kept as whole units.
    expect(savedBody(services).nodes[1]!.position).toEqual({ x: 52, y: 171 });
  });

  it('arranges the nodes and brings the arranged graph into view again', async () => {
    const services = fakeServices();
    render(<WorkflowGraphDesigner definition={placedDefinition()} services={services} />);
    await canvasDrawn();
    fireEvent.click(control('Zoom in'));
    expect(canvasZoom()).toBeCloseTo(1.2, 5);
    fireEvent.click(button('Arrange automatically'));
    await waitFor(() => expect(canvasZoom()).toBe(1));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    // The layered layout puts the three nodes in one column.
    const xs = savedBody(services).nodes.map((node) => node.position!.x);
    expect(new Set(xs).size).toBe(1);
  });

  it('moves the selected node with the arrow keys, the steps joined into one undo step', async () => {
    const services = fakeServices();
    render(<WorkflowGraphDesigner definition={placedDefinition()} services={services} />);
    await canvasDrawn();
    fireEvent.keyDown(card('Approval: Boss'), { key: 'Enter' });
    expect(card('Approval: Boss').getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(card('Approval: Boss'), { key: 'ArrowRight' });
    fireEvent.keyDown(card('Approval: Boss'), { key: 'ArrowDown' });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    // @xyflow/react steps 5 units a key.
    expect(savedBody(services).nodes[1]!.position).toEqual({ x: 25, y: 155 });
    fireEvent.keyDown(card('Approval: Boss'), { key: 'z', ctrlKey: true });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(2));
    expect(savedBody(services).nodes[1]!.position).toEqual({ x: 10, y: 150 });
  });

  it('draws a link out of a condition node as a new branch, and refuses a link back to the start', async () => {
    const services = fakeServices();
    const definition = customsApproval();
    render(<WorkflowGraphDesigner definition={definition} services={services} />);
    await canvasDrawn();
    drawLink(customsName('amount'), customsName('notify'));
    expect(link(`Link: ${customsName('amount')} → ${customsName('notify')} (Branch 3)`)).toBeTruthy();
    drawLink(customsName('broker'), customsName('start'));
    expect(screen.getByText('Nothing links back to the start node')).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const amount = savedBody(services).nodes.find((node) => node.nodeId === 'amount')!;
    expect(amount.branches!.map((branch) => [branch.name, branch.nextNodeId])).toEqual([[customsBranch(0), 'manager'], [customsBranch(1), 'broker'], ['Branch 3', 'notify']]);
    expect(amount.nextNodeId).toBeUndefined();
  });

  it("moves a link by dragging its arrow end onto another card, and refuses moving it onto the start", async () => {
    const services = fakeServices();
    render(<WorkflowGraphDesigner definition={customsApproval()} services={services} />);
    await canvasDrawn();
    moveLinkEnd('next:manager', customsName('notify'));
    expect(link(`Link: ${customsName('manager')} → ${customsName('notify')}`).getAttribute('aria-pressed')).toBe('true');
    moveLinkEnd('next:broker', customsName('start'));
    expect(screen.getByText('Nothing links back to the start node')).toBeTruthy();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(services.save).toHaveBeenCalledTimes(1));
    const nodes = savedBody(services).nodes;
    expect(nodes.find((node) => node.nodeId === 'manager')!.nextNodeId).toBe('notify');
    expect(nodes.find((node) => node.nodeId === 'broker')!.nextNodeId).toBe(customsApproval().nodes.find((node) => node.nodeId === 'broker')!.nextNodeId);
  });

  it("adds an approval node with the old designer's approver selections and deletes it with the Delete key", async () => {
    const services = fakeServices();
    render(<WorkflowGraphDesigner definition={placedDefinition()} services={services} />);
    await canvasDrawn();
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

  it('marks a node with problems and blocks saving while the definition is invalid', async () => {
    const definition = placedDefinition();
    delete definition.nodes[1]!.nextNodeId;
    render(<WorkflowGraphDesigner definition={definition} services={fakeServices()} />);
    await canvasDrawn();
    expect(card('Approval: Boss').getAttribute('aria-invalid')).toBe('true');
    expect(card('Start: Start').getAttribute('aria-invalid')).toBe('false');
    expect(button('Save').disabled).toBe(true);
    fireEvent.click(card('Approval: Boss'));
    expect(screen.getByText('This node has 1 problem(s)', { selector: '.ant-alert *' })).toBeTruthy();
  });

  it('writes a definition the new (tree) designer reads back unchanged, and reads one the tree designer wrote', async () => {
    const services = fakeServices();
    render(<WorkflowGraphDesigner definition={customsApproval()} services={services} />);
    await canvasDrawn();
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
    await canvasDrawn();
    expect(link(`Link: ${customsName('amount')} → ${customsName('broker')} (${customsBranch(1)})`)).toBeTruthy();
  });

  it('asks the required process settings and a real key before saving a new definition (spec §5)', async () => {
    const fresh = { ...placedDefinition(), processKey: '_temp_1700000000' };
    render(<WorkflowGraphDesigner definition={fresh} isNew services={fakeServices()} />);
    await canvasDrawn();
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

  it('edits a branch from its link: the new name shows on the link', async () => {
    render(<WorkflowGraphDesigner definition={customsApproval()} services={fakeServices()} />);
    await canvasDrawn();
    fireEvent.click(link(`Link: ${customsName('amount')} → ${customsName('broker')} (${customsBranch(1)})`));
    expect(document.querySelector('[data-inspector="edge:branch:amount:1"]')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(i18next.t('designer.workflow.branch.name'), { selector: 'input' }), { target: { value: 'Small declarations' } });
    expect(link(`Link: ${customsName('amount')} → ${customsName('broker')} (Small declarations)`)).toBeTruthy();
  });

  it('shows a read-only definition without editing controls', async () => {
    render(<WorkflowGraphDesigner definition={placedDefinition()} services={fakeServices()} isReadOnly />);
    await canvasDrawn();
    expect(screen.queryByText('Save', { selector: 'button span' })).toBeNull();
    expect(screen.queryByLabelText('Drag to link: Boss')).toBeNull();
    expect(document.querySelector('.react-flow__edgeupdater')).toBeNull();
    // Nothing moves: a press and a drag only select.
    await dragCard('Approval: Boss', { x: 60, y: 35 });
    expect(card('Approval: Boss').style.transform).toBe('translate(10px,150px)');
    act(() => {
      fireEvent.click(card('Approval: Boss'));
    });
    expect(card('Approval: Boss').getAttribute('aria-pressed')).toBe('true');
  });
});
