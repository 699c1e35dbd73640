import { isUuid } from '@wharf/engine';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { readData } from '../../eform/data/formDataOperations';
import { requestLanguage } from '../../http/language';
import { assertTaskAllowsChange } from './taskFieldPermissions';

/**
 * Field permissions on save (issue 16): a form record saved while handling an approval task
 * (`PUT /api/eform/data/{formCode}/{id}?taskId=`, the form data's own route, which declares the
 * parameter) must keep to the task node's field permissions. This guard is mounted before the form
 * engine's routers (`app/routerOrder.ts`) so the form engine needs nothing of the workflow: it checks
 * the task and the changed fields, then lets the save go on to the form data route, which does the
 * rest (access, validation, row version). A request without a task id, or with one the route's own
 * schema will refuse, passes through untouched.
 */
export function taskSaveGuard(ctx: AppContext): Router {
  const router = Router();
  router.put('/api/eform/data/:formCode/:id', async (req: Request, _res: Response, next: NextFunction) => {
    const taskId = req.query.taskId;
    const data = (req.body as { data?: unknown } | undefined)?.data;
    const formCode = String(req.params.formCode);
    const dataId = String(req.params.id);
    if (!isUuid(taskId) || !isUuid(dataId) || typeof data !== 'object' || data === null || Array.isArray(data)) {
      next();
      return;
    }
    const who = caller(req);
    const lang = requestLanguage(req);
    await assertTaskAllowsChange(ctx, who, { formCode, dataId, taskId, data: data as Record<string, unknown> }, lang, () => readData({ ctx, who, formCode, lang }, dataId));
    next();
  });
  return router;
}
