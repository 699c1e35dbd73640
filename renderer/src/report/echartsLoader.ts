/** The report charts' echarts chunk (`echartsModules.ts`). */
export type EchartsModules = typeof import('./echartsModules');

let loaded: EchartsModules | undefined;
let loading: Promise<EchartsModules> | undefined;

/** Fetches the echarts chunk once (again after a failure); a dashboard starts it before its charts mount. */
export function loadEcharts(): Promise<EchartsModules> {
  loading ??= import('./echartsModules').then(
    (modules) => (loaded = modules),
    (failure: unknown) => {
      loading = undefined;
      throw failure;
    },
  );
  return loading;
}

/** The echarts chunk if it has already arrived, so a chart mounting after that draws in the same commit. */
export function loadedEcharts(): EchartsModules | undefined {
  return loaded;
}
