/**
 * antd's component styles as one static style sheet (`antd/dist/antd.css`), loaded after login.
 *
 * By default antd builds each component's CSS in the browser the first time the component shows
 * (CSS-in-JS: `useStyleRegister`), which on a cold page was most of a form's first render (issue 21:
 * 40–75% of it for Form, Input and Button). With the sheet in place, the ConfigProvider's
 * `zeroRuntime` (antd ≥ 6) makes components mounted afterwards skip that work; the theme (tokens,
 * algorithms, component tokens, dark mode) still reaches them as CSS variables registered at runtime.
 * The sheet is ~75 KB brotli, over what the login route may download (250 KB), so the login screen keeps
 * the runtime styles and the sheet comes once there is a session. Components mounted before keep their
 * runtime styles (antd fixes the mode per component at mount); both give the same rules.
 */
let loaded = false;
let loading: Promise<void> | undefined;

/** Fetches and applies the sheet (once; again after a failed fetch). Resolves once the browser has it. */
export function loadStaticAntdStyles(): Promise<void> {
  // Vite resolves a CSS import once its <link> has loaded, so nothing mounts unstyled after the switch.
  loading ??= import('antd/dist/antd.css').then(
    () => {
      loaded = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the sheet is in the page (components mounted from now on may skip antd's runtime styles). */
export function hasStaticAntdStyles(): boolean {
  return loaded;
}
