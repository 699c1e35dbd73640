import { startAppServer } from '../e2e/appServer';
import { openBrowser } from '../e2e/browser';
import { loadLoginPage } from '../e2e/loginPageMeter';

export interface LoginInChromium {
  wireBytes: number;
  jsGzipBytes: number;
  usableMs: number;
  responses: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The login page as a user's browser gets it: the real server (production mode, fresh database) serving
 * the build in `distDir`, loaded `loads` times in Chromium, each with a fresh profile and the cache off;
 * the medians of bytes over the wire, scripts as gzip and the time until the form takes input.
 */
export async function measureLoginInChromium(distDir: string, loads = 3): Promise<LoginInChromium> {
  const server = await startAppServer(distDir, { NODE_ENV: 'production', ADMIN_PASSWORD: 'Bench-Web-2026!' });
  try {
    const runs = [];
    for (let index = 0; index < loads; index += 1) {
      const browser = await openBrowser();
      try {
        const load = await loadLoginPage(browser.page, server.baseUrl);
        if (load.pageErrors.length > 0) throw new Error(`the login page reported errors: ${load.pageErrors.join('; ')}`);
        runs.push(load);
      } finally {
        await browser.close();
      }
    }
    return {
      wireBytes: median(runs.map((run) => run.wireBytes)),
      jsGzipBytes: median(runs.map((run) => run.jsGzipBytes)),
      usableMs: median(runs.map((run) => run.usableMs)),
      responses: median(runs.map((run) => run.entries.length)),
    };
  } finally {
    await server.stop();
  }
}
