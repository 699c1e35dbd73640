import { lazyComponentWithoutSuspense } from '../lazyComponent';

// Parts only some dashboards have, each a chunk of its own so a dashboard of charts does not fetch and
// run their code (antd's selects and date pickers, DOMPurify) before its first chart: filter controls,
// text items and an item's drill path. They show nothing while they load.

/** `FilterControl`, loaded when a dashboard has filters. */
export const LazyFilterControl = lazyComponentWithoutSuspense(async () => (await import('./FilterControl')).FilterControl, null);

/** `TextItem`, loaded when a dashboard has text. */
export const LazyTextItem = lazyComponentWithoutSuspense(async () => (await import('./TextItem')).TextItem, null);

/** `DrillPath`, loaded when an item is first drilled into. */
export const LazyDrillPath = lazyComponentWithoutSuspense(async () => (await import('./DrillPath')).DrillPath, null);
