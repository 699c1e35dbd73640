import { describe, expect, it } from 'vitest';
import { declarationsDataset } from './datasetPlan.fixture';
import { shapeDatasetAnswer } from './shapeDatasetAnswer';
import type { DatasetPlan } from './datasetPlanTypes';

const plan: DatasetPlan = {
  sql: { text: '', values: [] },
  limit: 2,
  columns: [{ key: 'port', title: 'P', role: 'dimension', colType: 'string' }, { key: 'amount', title: 'A', role: 'measure', colType: 'number' }, { key: 'id', title: 'C', role: 'measure', colType: 'number' }],
};

describe('shapeDatasetAnswer', () => {
  it('turns the driver\'s numeric text into numbers rounded to the measure\'s precision, and cuts at the limit', () => {
    const answer = shapeDatasetAnswer(declarationsDataset, plan, [{ port: 'A', amount: '10.456', id: '3' }, { port: 2200, amount: null, id: 0 }, { port: 'C', amount: '1', id: '1' }]);
    expect(answer.rows).toEqual([{ port: 'A', amount: 10.46, id: 3 }, { port: 2200, amount: null, id: 0 }]);
    expect(answer.truncated).toBe(true);
    expect(shapeDatasetAnswer(declarationsDataset, plan, [{ port: 'A', amount: '1', id: '1' }]).truncated).toBe(false);
  });
});
