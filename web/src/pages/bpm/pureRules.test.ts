import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { batchProblem } from './batchApproval';
import { changedValues, editableData, formAtNode, hasEditableField, permissionOf, visibleData } from './fieldPermissions';
import { nodePermissions } from './flowNodes';
import { migrationPlans, nodeMapOf } from './migrationPlan';
import { templateActions } from './TemplateListPage';
import { decApproval } from './testing/bpmTestServer';

const form = {
  schemaVersion: 1,
  formCode: 'dec_form',
  formName: '报关单',
  fields: [
    { colCode: 'bill_no', title: '提单号', type: 'input', required: 'Y', rules: [{ pattern: '^B-' }] },
    { colCode: 'amount', title: '金额', type: 'number' },
    { colCode: 'remark', title: '备注', type: 'input' },
  ],
  subTables: [{ tableName: 'goods', title: '商品', fields: [{ colCode: 'name', title: '品名', type: 'input' }] }],
} as unknown as FormDefinition;

describe('form field permissions per node', () => {
  it('defaults a field not named to editable at the start node and read-only at approval nodes', () => {
    expect(permissionOf(undefined, 'amount', 'start')).toBe('editable');
    expect(permissionOf(undefined, 'amount', 'approval')).toBe('readOnly');
    expect(permissionOf({ amount: 'hidden' }, 'amount', 'start')).toBe('hidden');
  });

  it('hides, disables and keeps fields as the node says, without rules on what the user cannot change', () => {
    const shown = formAtNode(form, { amount: 'hidden', remark: 'editable' }, 'approval');
    const byCode = Object.fromEntries(shown.fields.map((field) => [field.colCode, field]));
    expect(byCode.amount).toMatchObject({ hidden: 'Y', required: 'N' });
    expect(byCode.bill_no).toMatchObject({ disabled: 'Y', required: 'N' });
    expect(byCode.bill_no?.rules).toBeUndefined();
    expect(byCode.remark).toEqual(form.fields[2]);
    // A sub-table not named is read-only at an approval node; hidden, it is left out.
    expect(shown.subTables?.[0]?.fields[0]).toMatchObject({ disabled: 'Y' });
    expect(formAtNode(form, { goods: 'hidden' }, 'approval').subTables).toEqual([]);
  });

  it('shows no value of a hidden field and sends back only the editable ones', () => {
    const data = { bill_no: 'B-1', amount: 5, remark: 'r', goods: [{ name: 'x' }] };
    expect(visibleData(form, data, { amount: 'hidden' }, 'approval')).toEqual({ bill_no: 'B-1', remark: 'r', goods: [{ name: 'x' }] });
    expect(editableData(form, data, { remark: 'editable' }, 'approval')).toEqual({ remark: 'r' });
    expect(editableData(form, data, { remark: 'readOnly' }, 'start')).toEqual({ bill_no: 'B-1', amount: 5, goods: [{ name: 'x' }] });
    expect(hasEditableField(form, {}, 'approval')).toBe(false);
    expect(hasEditableField(form, { remark: 'editable' }, 'approval')).toBe(true);
  });

  it('keeps only the values that changed, so an unchanged form is not saved again', () => {
    const before = { remark: '', amount: 5, goods: [{ name: 'x' }] };
    expect(changedValues(before, { remark: '', amount: 5, goods: [{ name: 'x' }] })).toEqual({});
    expect(changedValues(before, { remark: 'ok', amount: 5 })).toEqual({ remark: 'ok' });
    expect(changedValues({ note: null }, { note: undefined })).toEqual({});
  });

  it('takes the process-level permissions for a resubmit task and the node\'s own for an approval', () => {
    expect(nodePermissions(decApproval, { nodeId: 'start', taskType: 'resubmit' })).toEqual({ role: 'start', permissions: decApproval.fieldPermissions });
    expect(nodePermissions(decApproval, { nodeId: 'n_customs', taskType: 'approve' })).toEqual({ role: 'approval', permissions: decApproval.nodes[2]!.fieldPermissions });
    expect(nodePermissions(decApproval, undefined)).toEqual({ role: 'approval', permissions: undefined });
  });
});

describe('batch approval (spec §5)', () => {
  const task = (processKey: string, nodeId: string, taskType: 'approve' | 'resubmit' = 'approve') => ({ processKey, nodeId, taskType });
  it('needs the same node of one template', () => {
    expect(batchProblem([])).toBe('none-selected');
    expect(batchProblem([task('p', 'a'), task('p', 'a')])).toBeUndefined();
    expect(batchProblem([task('p', 'a'), task('p', 'b')])).toBe('mixed-nodes');
    expect(batchProblem([task('p', 'a'), task('q', 'a')])).toBe('mixed-nodes');
    expect(batchProblem([task('p', 'a'), task('p', 'a', 'resubmit')])).toBe('resubmit');
  });
});

describe('template lifecycle actions (spec §4)', () => {
  it('offers publish always, suspend/activate by state and enable/disable once published', () => {
    expect(templateActions({ status: 'design', enabled: true })).toEqual(['publish']);
    expect(templateActions({ status: 'active', enabled: true })).toEqual(['publish', 'suspend', 'disable']);
    expect(templateActions({ status: 'suspended', enabled: false })).toEqual(['publish', 'activate', 'enable']);
  });
});

describe('migration after publishing', () => {
  const running = [
    { version: 2, nodeId: 'a', nodeName: 'A', count: 4 },
    { version: 1, nodeId: 'a', nodeName: 'A', count: 2 },
    { version: 1, nodeId: 'gone', nodeName: 'Gone', count: 1 },
    { version: 1, nodeId: null, nodeName: null, count: 3 },
  ];
  it('lists older versions\' requests by node, keeping ids the published version still has', () => {
    const [plan, ...rest] = migrationPlans(running, 2, ['a', 'b']);
    expect(rest).toEqual([]);
    expect(plan).toEqual({ fromVersion: 1, count: 3, rows: [{ nodeId: 'a', nodeName: 'A', count: 2, toNodeId: 'a' }, { nodeId: 'gone', nodeName: 'Gone', count: 1, toNodeId: undefined }] });
    // A node the new version lacks must be mapped before anything moves.
    expect(nodeMapOf(plan!)).toBeUndefined();
    expect(nodeMapOf({ ...plan!, rows: plan!.rows.map((row) => ({ ...row, toNodeId: row.toNodeId ?? 'b' })) })).toEqual({ a: 'a', gone: 'b' });
    expect(migrationPlans(running, null, [])).toEqual([]);
  });
});
