import type { AppContext } from '../context';

const secrets = new WeakMap<AppContext, Promise<Buffer>>();

/**
 * The HMAC key of entry tokens and stored SMS codes, read once per process through the owner
 * connection: the app role cannot read `identity_secret`, so request code cannot leak or
 * replace it through SQL.
 */
export function signingSecret(ctx: AppContext): Promise<Buffer> {
  let secret = secrets.get(ctx);
  if (!secret) {
    secret = ctx.owner('identity_secret').where({ purpose: 'token-signing' }).first<{ secret: Buffer } | undefined>('secret').then((row) => {
      if (!row) throw new Error('identity_secret has no token-signing row: run the migrations');
      return row.secret;
    });
    // A failed read (database restarting) is not cached: the next call tries again.
    secret.catch(() => secrets.delete(ctx));
    secrets.set(ctx, secret);
  }
  return secret;
}
