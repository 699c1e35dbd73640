import type { DatasetDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { declarationsDataset } from './datasetPlan.fixture';
import { resolveDatasetParameters } from './datasetParameters';

const dataset: DatasetDefinition = {
  ...declarationsDataset,
  parameters: [
    { name: 'fromDate', title: 'From', paramType: 'date', required: true },
    { name: 'minimum', title: 'Minimum', paramType: 'number', defaultValue: 10 },
    { name: 'port', title: 'Port' },
  ],
};
const codes = (given: unknown) => {
  const result = resolveDatasetParameters(dataset, given, 'en_US');
  return result.ok ? result.values : result.errors.map((e) => `${e.path} ${e.code}`);
};

describe('resolveDatasetParameters', () => {
  it('takes the query\'s values, else the declared defaults, typed', () => {
    expect(codes({ fromDate: '2026-01-01', minimum: '5' })).toEqual({ fromDate: '2026-01-01', minimum: 5, port: null });
    expect(codes({ fromDate: '2026-01-01' })).toEqual({ fromDate: '2026-01-01', minimum: 10, port: null });
  });
  it('reports a missing required value, a wrong type and an undeclared name at their paths', () => {
    expect(codes({ minimum: 'many', other: 1 })).toEqual(['/parameters/other dataset/unknown-parameter', '/parameters/fromDate dataset/parameter-required', '/parameters/minimum dataset/parameter-invalid']);
    expect(codes({ fromDate: '01/02/2026' })).toEqual(['/parameters/fromDate dataset/parameter-invalid']);
    expect(codes([1])).toEqual(['/parameters dataset/invalid-query']);
  });
});
