// Datasets, report widgets, dashboards and portals: the shapes they exchange and the decisions about them.
export type * from './types';
