import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** One axe-core rule broken on a screen, with where (the first few nodes' selectors). */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: number;
  targets: string[];
}

/** What one screen's audit found, worst first. */
export interface AxeAudit {
  screen: string;
  violations: AxeViolation[];
}

/** The impacts a screen may not have (issue 20: 0 critical and 0 serious). */
export const blockingImpacts: ReadonlySet<AxeViolation['impact']> = new Set(['critical', 'serious']);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core over the page as it is now. The script goes in through the DevTools protocol
 * (`page.evaluate`), not a <script> tag, so the server's Content Security Policy stays as it is.
 */
export async function auditPage(page: Page, screen: string): Promise<AxeAudit> {
  const hasAxe = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: AxeViolation['impact']; help: string; nodes: Array<{ target: unknown[]; any: Array<{ message: string }> }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.length,
      // The selector and axe's own account of the first check (for contrast: the colours and the ratio).
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.map(String).join(' ')}${node.any[0] ? ` — ${node.any[0].message}` : ''}`),
    }));
  });
  const rank = { critical: 0, serious: 1, moderate: 2, minor: 3 } as const;
  violations.sort((a, b) => (a.impact ? rank[a.impact] : 4) - (b.impact ? rank[b.impact] : 4));
  return { screen, violations };
}

/** Node counts of an audit by impact, for the report of before and after. */
export function impactCounts(audit: AxeAudit): Record<'critical' | 'serious' | 'moderate' | 'minor', number> {
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of audit.violations) if (violation.impact) counts[violation.impact] += violation.nodes;
  return counts;
}

/** The audit's critical and serious violations as readable lines (empty when the screen passes). */
export function blockingLines(audit: AxeAudit): string[] {
  return audit.violations
    .filter((violation) => blockingImpacts.has(violation.impact))
    .map((violation) => `[${audit.screen}] ${violation.impact} ${violation.id} (${violation.nodes} nodes): ${violation.help}\n    ${violation.targets.join('\n    ')}`);
}

/** Audits the page and throws, listing each critical or serious violation, when there is any. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<AxeAudit> {
  const audit = await auditPage(page, screen);
  const lines = blockingLines(audit);
  if (lines.length > 0) throw new Error(`axe-core found critical or serious violations:\n${lines.join('\n')}`);
  return audit;
}
