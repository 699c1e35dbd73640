import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves the built browser app from `web/dist`: each file in the smallest encoding the browser
 * accepts among those written at build time (brotli `.br`, gzip `.gz`, else as it is; `Vary:
 * Accept-Encoding`), hashed assets cached for a year as immutable, and `index.html` — never
 * cached — for every other non-API GET so client-side routes survive a reload.
 */
export function webAppRoutes(distDir: string): Router {
  const router = Router();
  const indexFile = join(distDir, 'index.html');
  const assetsDir = join(distDir, 'assets');
  router.use(expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  }));
  router.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
