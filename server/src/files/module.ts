import type { ServerModule } from '../platform/module';
import { fileRoutes, specFileRoutes } from './routes';

/** Uploaded files: form upload and image fields, announcement attachments, and the spec's file paths. */
export const filesModule = {
  name: 'files',
  routers: { files: fileRoutes, specPaths: specFileRoutes },
} satisfies ServerModule;
