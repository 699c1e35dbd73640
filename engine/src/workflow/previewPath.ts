import type { WorkflowDefinition } from '@wharf/schemas';
import type { DirectoryAnswers, PreviewResult } from './types';

/** Who is asking for the preview, and when (delegation records depend on the date). */
export interface PreviewContext {
  initiatorId: string;
  at: string;
  /** Users the initiator picked for selfSelect nodes, by node id. */
  selfSelected?: Record<string, string[]>;
}

/**
 * The route a request with this form data will take, and who approves at each node (after delegation
 * and empty-approver fallbacks), assuming every approver approves.
 */
export function previewPath(definition: WorkflowDefinition, data: Record<string, unknown>, answers: DirectoryAnswers, context: PreviewContext): PreviewResult {
  void definition;
  void data;
  void answers;
  void context;
  return { kind: 'path', steps: [] };
}
