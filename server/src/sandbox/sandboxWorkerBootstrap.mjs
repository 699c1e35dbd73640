// Node 20 does not run a worker's TypeScript entry through loaders given in execArgv, so the
// worker starts here: it registers tsx's loader (as the server process has) and imports the real entry.
import { register } from 'tsx/esm/api';

register();
await import('./sandboxWorker.ts');
