import type { DatasetDefinition } from '@wharf/schemas';
import type { DatasetPlan } from './datasetPlanTypes';
import type { DatasetAnswer, DatasetValue } from './types';

function asValue(value: unknown, isNumber: boolean, precision: number | undefined): DatasetValue {
  if (value === null || value === undefined) return null;
  if (isNumber) {
    // PostgreSQL's numeric and bigint arrive as text; a chart needs numbers.
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) return typeof value === 'string' ? value : String(value);
    return precision === undefined ? number : Number(number.toFixed(precision));
  }
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The database's rows as the answer: keyed by column, numbers as numbers (rounded to a measure's
 * declared precision), everything else as text; at most `plan.limit` rows, `truncated` when the
 * statement found more.
 */
export function shapeDatasetAnswer(dataset: DatasetDefinition, plan: DatasetPlan, rows: ReadonlyArray<Record<string, unknown>>): DatasetAnswer {
  const precision = new Map(dataset.measure.map((m) => [m.colCode, m.precision]));
  const kept = rows.length > plan.limit ? rows.slice(0, plan.limit) : rows;
  return {
    columns: plan.columns,
    rows: kept.map((row) => {
      const shaped: Record<string, DatasetValue> = {};
      for (const column of plan.columns) {
        const isNumber = column.colType === 'number';
        shaped[column.key] = asValue(row[column.key], isNumber, column.role === 'measure' ? precision.get(column.key) : undefined);
      }
      return shaped;
    }),
    truncated: rows.length > plan.limit,
  };
}
