import type { WorkflowDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { answersFor, Run } from './fixtures.test-support';
import { publishChecks } from './publishChecks';

const app = Object.values(import.meta.glob<{ definitions: Array<{ kind: string; body: unknown }> }>('../../../examples/customs-declaration.app.json', { eager: true, import: 'default' }))[0]!;
const decApproval = app.definitions.find((d) => d.kind === 'workflow' && (d.body as WorkflowDefinition).processKey === 'dec_approval')!.body as WorkflowDefinition;

/** The directory of the demo: the clerk's manager, two customs officers (role), finance (role). */
function answers() {
  const base = answersFor(decApproval, { managerChain: [{ userId: 'manager', name: 'Broker manager' }], admins: [{ userId: 'admin', name: 'Admin' }] });
  return {
    ...base,
    nodes: {
      manager: { users: [{ userId: 'manager', name: 'Broker manager' }] },
      broker: { users: [{ userId: 'officer1', name: 'Officer 1' }, { userId: 'officer2', name: 'Officer 2' }], escalateTo: { userId: 'manager', name: 'Broker manager' } },
      notify: { users: [{ userId: 'fin', name: 'Finance' }] },
    },
  };
}

describe('the customs example dec_approval', () => {
  it('passes the publish checks', () => {
    expect(publishChecks(decApproval)).toEqual([]);
  });

  it('runs: manager approves, officers all agree, finance is copied; a return to the previous node and a resubmit', () => {
    const run = new Run(decApproval, answers()).start({ declTotal: 2_000_000 }, 'clerk');
    expect(run.pending()).toEqual(['manager:manager']);
    run.approve('manager');
    expect(run.pending()).toEqual(['broker:officer1', 'broker:officer2']);
    run.reject('officer2');
    expect(run.pending()).toEqual(['manager:manager']);
    run.reject('manager');
    expect(run.pending()).toEqual(['start:clerk']);
    run.do({ type: 'resubmit', actorId: 'clerk', taskNo: run.taskOf('clerk'), data: { declTotal: 2_500_000 } });
    run.approve('manager').approve('officer1');
    expect(run.s.status).toBe('active');
    run.approve('officer2');
    expect(run.s).toMatchObject({ status: 'completed', outcome: 'approved', businessStatus: 'approved' });
    expect(run.effectsOf('cc')).toEqual([{ type: 'cc', nodeId: 'notify', userIds: ['fin'] }]);
  });

  it('a small declaration goes straight to the officers', () => {
    expect(new Run(decApproval, answers()).start({ declTotal: 10 }, 'clerk').pending()).toEqual(['broker:officer1', 'broker:officer2']);
  });
});
