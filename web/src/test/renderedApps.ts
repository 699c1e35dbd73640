/**
 * Apps the tests rendered and have not unmounted yet, for the test setup to unmount after each test. Kept
 * apart from renderApp.tsx so the setup does not import the app (a file's vi.mock must still reach it).
 */
const renderedApps = new Set<() => void>();

/** Records how to unmount an app that was just rendered; its unmount calls `forgetRenderedApp`. */
export function rememberRenderedApp(unmount: () => void): void {
  renderedApps.add(unmount);
}

/** Whether `unmount` was still remembered (false when it already ran). */
export function forgetRenderedApp(unmount: () => void): boolean {
  return renderedApps.delete(unmount);
}

/**
 * Unmounts every app a test rendered and left mounted. Clearing `document.body` does not stop a mounted
 * app: its fetches, lazy chunks and timers still render into it, and one rendering after the file's jsdom
 * is gone fails the whole run ("window is not defined" from React's scheduler).
 */
export function unmountRenderedApps(): void {
  for (const unmount of [...renderedApps]) unmount();
}
