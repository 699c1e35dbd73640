import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { readEntryToken, signEntryToken } from './signedTokens';
import { signingSecret } from '../auth/signingSecret';

/** What an entry token opens once it is redeemed. */
export interface RedeemedEntry {
  tenantId: string;
  userId: string;
  pageType: string | null;
  pageCode: string | null;
  customData: Record<string, unknown> | null;
  expiresAt: Date;
}

export interface IssueEntryTokenInput {
  tenantId: string;
  entry: string;
  /** The account the entry logs in as. */
  userId: string;
  /** The console user who asked for it (audit), or null when the platform did. */
  createdBy: string | null;
  expiresInSeconds: number;
  isSingleUse: boolean;
  pageType?: string;
  pageCode?: string;
  customData?: Record<string, unknown>;
}

/** Entry tokens never live longer than thirty days, whatever the caller asks. */
export const maxEntryTokenSeconds = 30 * 24 * 60 * 60;

/**
 * Issues a signed entry token and records it, so it can be revoked and, when single-use,
 * redeemed only once. Returns the token and its expiry.
 */
export async function issueEntryToken(ctx: AppContext, input: IssueEntryTokenInput): Promise<{ token: string; tokenId: string; expiresAt: Date }> {
  const tokenId = randomUUID();
  const seconds = Math.min(Math.max(1, Math.floor(input.expiresInSeconds)), maxEntryTokenSeconds);
  const expiresAt = new Date(Math.floor(Date.now() / 1000 + seconds) * 1000);
  await withTenant(ctx.db, input.tenantId, (trx) =>
    trx('sys_entry_token').insert({
      id: tokenId,
      tenant_id: input.tenantId,
      entry: input.entry,
      user_id: input.userId,
      page_type: input.pageType ?? null,
      page_code: input.pageCode ?? null,
      custom_data: input.customData ? JSON.stringify(input.customData) : null,
      is_single_use: input.isSingleUse,
      expires_at: expiresAt,
      created_by: input.createdBy,
    }));
  const token = signEntryToken(await signingSecret(ctx), {
    entry: input.entry,
    tenantId: input.tenantId,
    tokenId,
    expiresAt: expiresAt.getTime() / 1000,
    pageType: input.pageType,
    pageCode: input.pageCode,
  });
  return { token, tokenId, expiresAt };
}

interface EntryTokenRow {
  tenant_id: string;
  user_id: string;
  page_type: string | null;
  page_code: string | null;
  custom_data: Record<string, unknown> | null;
  expires_at: Date;
}

/**
 * Redeems a token for `entry`: the signature, the entry name and the expiry are checked
 * first (no database work for forgeries), then the row must be live; a single-use token is
 * marked used in the same statement, so two concurrent redemptions cannot both succeed.
 * Null for anything that does not open this entry.
 */
export async function redeemEntryToken(ctx: AppContext, token: unknown, entry: string): Promise<RedeemedEntry | null> {
  const claims = readEntryToken(await signingSecret(ctx), token, entry, Date.now() / 1000);
  if (!claims) return null;
  const row = await withTenant(ctx.db, claims.tenantId, async (trx) => {
    const live = trx('sys_entry_token')
      .where({ id: claims.tokenId, entry })
      .whereNull('revoked_at')
      .where('expires_at', '>', trx.fn.now());
    const columns = ['tenant_id', 'user_id', 'page_type', 'page_code', 'custom_data', 'expires_at'];
    const reusable = await live.clone().where({ is_single_use: false }).first<EntryTokenRow | undefined>(columns);
    if (reusable) return reusable;
    const [used] = await live.clone().where({ is_single_use: true }).whereNull('used_at').update({ used_at: trx.fn.now() }, columns);
    return used as EntryTokenRow | undefined;
  });
  if (!row) return null;
  // The signed claims and the row must agree; a mismatch means the row was tampered with.
  if ((claims.pageType ?? null) !== row.page_type || (claims.pageCode ?? null) !== row.page_code) return null;
  return { tenantId: row.tenant_id, userId: row.user_id, pageType: row.page_type, pageCode: row.page_code, customData: row.custom_data, expiresAt: row.expires_at };
}

/**
 * Revokes an issued token of the caller's tenant (row-level security keeps it there): it stops
 * opening its entry at once. False when there is no such live token.
 */
export async function revokeEntryToken(ctx: AppContext, tenantId: string, tokenId: string): Promise<boolean> {
  const revoked = await withTenant(ctx.db, tenantId, (trx) =>
    trx('sys_entry_token').where({ id: tokenId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() }));
  return revoked > 0;
}
