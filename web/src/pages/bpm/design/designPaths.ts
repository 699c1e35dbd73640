import { kindSpecs } from '@wharf/engine';

/** The button permission of the workflow designers (engine `kindSpecs.workflow.designer`: save, and also publish). */
export const workflowDesignPermission = kindSpecs.workflow.designer.save;

/**
 * The workflow design page's addresses: `/bpm/design/{processKey}` opens a stored workflow,
 * `/bpm/design` starts a new one (no key of its own, so no process key can clash with it).
 */
export const newWorkflowPath = '/bpm/design';

/** The design page of the workflow stored under `processKey`. */
export function workflowDesignPath(processKey: string): string {
  return `${newWorkflowPath}/${encodeURIComponent(processKey)}`;
}
