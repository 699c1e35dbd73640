import type { DefinitionKind } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { syncViewButtonPoints } from '../permissions/menus/viewButtonPoints';

/** What follows a kind's publishing outside the definition store: platform records written by the owner. */
type AfterPublish = (owner: Knex.Transaction, who: Caller, code: string, body: unknown) => Promise<void>;

const afterPublishByKind: Partial<Record<DefinitionKind, AfterPublish>> = {
  // A published view's buttons each get their permission point under the view's menu entries (issue 18 §3).
  view: (owner, who, code, body) => syncViewButtonPoints(owner, who.tenantId, who.userId, { viewCode: code, buttons: (body as { buttons?: unknown }).buttons }),
};

/** Runs the kind's follow-up of a publish, if it has one (after the publish is committed; safe to run again). */
export async function runAfterPublish(ctx: AppContext, who: Caller, kind: string, code: string, body: unknown): Promise<void> {
  const follow = afterPublishByKind[kind as DefinitionKind];
  if (follow) await ctx.owner.transaction((owner) => follow(owner, who, code, body));
}
