import { fillRuleValueSchema } from '@wharf/schemas';
import { Router } from 'express';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { nextFillRuleValue } from '../../formRules/fillRules/fillRuleOperations';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { inCallerTenant } from '../../http/routeHelpers';
import { assertHoldsFormAmong, formsUsingFillRule } from './formsInUse';

/**
 * A fill rule's next value, asked by a form being filled: a form-data helper like the duplicate
 * check, so it lives with form data (the fill rules module keeps the rules and their numbering,
 * and knows nothing of forms).
 */
export function fillRuleValueRoute(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'post', path: '/api/system/fillRule/executeRuleByCode/:ruleCode', summary: 'The next value of a fill rule', tag: 'fill rules', response: fillRuleValueSchema }, async (req, res) => {
    const ruleCode = String(req.params.ruleCode);
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(ruleCode)) throw notFound();
    // A number handed out is a number used up: only for a holder of a form that numbers with this rule (saves number inside themselves).
    await assertHoldsFormAmong(ctx, caller(req), (trx) => formsUsingFillRule(trx, ruleCode), ['create', 'copy', 'importAdd']);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => nextFillRuleValue(trx, caller(req).tenantId, ruleCode, new Date()))));
  });
  return router;
}
