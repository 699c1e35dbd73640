import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built browser app from `web/dist`: files as they are (hashed assets cached for a
 * year), and `index.html` for every other non-API GET so client-side routes survive a reload.
 */
export function webAppRoutes(distDir: string): Router {
  const router = Router();
  const indexFile = join(distDir, 'index.html');
  router.use(express.static(distDir, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes(`${join(distDir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
