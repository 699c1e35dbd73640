import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { WorkflowDefinition } from '@wharf/schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from '../../../view/testing.test-support';
import { customsApproval } from '../model/testDefinitions.test-support';
import { WorkflowDesignerSwitch } from './WorkflowDesignerSwitch';
import { setUpXyflowInJsdom } from './xyflowJsdom.test-support';

beforeAll(() => {
  setUpEnglishTexts();
  // The old designer's canvas is @xyflow/react: its links are drawn once jsdom reports sizes.
  setUpXyflowInJsdom();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  expect([...missingKeys].join(', ')).toBe('');
});

const designer = (which: 'tree' | 'graph') => document.querySelector(`[data-workflow-designer="${which}"]`);
const choice = (label: string) => screen.getByText(label, { selector: '.ant-segmented-item-label' });
const isDisabled = (label: string) => choice(label).closest('.ant-segmented-item')!.classList.contains('ant-segmented-item-disabled');

describe('WorkflowDesignerSwitch', { timeout: 120_000 }, () => {
  it('opens the designer that wrote the definition, switches, and carries a saved change across', async () => {
    const save = vi.fn(async (_definition: WorkflowDefinition): Promise<void> => undefined);
    render(<WorkflowDesignerSwitch definition={customsApproval()} services={{ save }} />);
    // dec_approval names no designer: the new one opens.
    await waitFor(() => expect(designer('tree')).not.toBeNull());
    fireEvent.click(choice('Old designer'));
    await waitFor(() => expect(designer('graph')).not.toBeNull());
    const copy = customsApproval().nodes.find((node) => node.nodeId === 'notify')!.name;
    fireEvent.click(screen.getByLabelText(`Cc: ${copy}`, { selector: 'div[role="button"]' }));
    fireEvent.change(screen.getByLabelText(i18next.t('designer.workflow.node.name'), { selector: 'input' }), { target: { value: 'Copy accounts' } });
    // Unsaved work: no switching until it is saved.
    expect(isDisabled('New designer')).toBe(true);
    fireEvent.click(screen.getByText('Save', { selector: 'button span' }));
    await waitFor(() => expect(isDisabled('New designer')).toBe(false));
    expect(save.mock.calls[0]![0].designer).toBe('graph');
    fireEvent.click(choice('New designer'));
    await waitFor(() => expect(designer('tree')).not.toBeNull());
    expect(screen.getByText('Copy accounts')).toBeTruthy();
  });

  it('opens what the new designer saved in the old designer, links as the tree wrote them', async () => {
    const save = vi.fn(async (_definition: WorkflowDefinition): Promise<void> => undefined);
    render(<WorkflowDesignerSwitch definition={customsApproval()} services={{ save }} />);
    await waitFor(() => expect(designer('tree')).not.toBeNull());
    const copy = customsApproval().nodes.find((node) => node.nodeId === 'notify')!.name;
    fireEvent.click(screen.getByLabelText(`Delete node ${copy}`, { selector: 'button' }));
    fireEvent.click(screen.getByText('Save', { selector: 'button span' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(isDisabled('Old designer')).toBe(false));
    fireEvent.click(choice('Old designer'));
    await waitFor(() => expect(designer('graph')).not.toBeNull());
    const officers = customsApproval().nodes.find((node) => node.nodeId === 'broker')!.name;
    const end = customsApproval().nodes.find((node) => node.nodeId === 'end')!.name;
    expect(screen.queryByLabelText(`Cc: ${copy}`, { selector: 'div[role="button"]' })).toBeNull();
    expect(screen.getByLabelText(`Link: ${officers} → ${end}`, { selector: 'g[role="button"]' })).toBeTruthy();
    expect(screen.getByText('No problems')).toBeTruthy();
  });

  it('opens a definition the old designer wrote in the old designer, and starts over on another definition from the host', async () => {
    const services = { save: async () => undefined };
    const view = render(<WorkflowDesignerSwitch definition={{ ...customsApproval(), designer: 'graph' }} services={services} />);
    await waitFor(() => expect(designer('graph')).not.toBeNull());
    const other: WorkflowDefinition = { ...customsApproval(), processKey: 'other', designer: 'graph', nodes: customsApproval().nodes.map((node) => (node.nodeId === 'end' ? { ...node, name: 'Finished' } : node)) };
    view.rerender(<WorkflowDesignerSwitch definition={other} services={services} />);
    await waitFor(() => expect(screen.getByLabelText('End: Finished', { selector: 'div[role="button"]' })).toBeTruthy());
  });
});
