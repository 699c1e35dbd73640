import type { DatasetDimension, DatasetMeasure, DatasetParameter } from '@wharf/schemas';

// The closed sets the dataset designer offers, spelled as the schema spells them. Labels come from
// the designer.dataset catalogue under the set's name.
export const dimensionTypes: ReadonlyArray<NonNullable<DatasetDimension['colType']>> = ['string', 'number', 'date', 'datetime'];
export const dateGranularities: ReadonlyArray<NonNullable<DatasetDimension['dateGranularity']>> = ['day', 'week', 'month', 'quarter', 'year'];
export const aggregates: ReadonlyArray<DatasetMeasure['aggregate']> = ['sum', 'avg', 'count', 'countDistinct', 'max', 'min'];
export const parameterTypes: ReadonlyArray<NonNullable<DatasetParameter['paramType']>> = ['string', 'number', 'date'];

/** Options of a closed set with translated labels: `designer.dataset.<set>.<value>`. */
export function datasetOptionsOf<V extends string>(set: ReadonlyArray<V>, setName: string, t: (key: string) => string): Array<{ value: V; label: string }> {
  return set.map((value) => ({ value, label: t(`designer.dataset.${setName}.${value}`) }));
}
