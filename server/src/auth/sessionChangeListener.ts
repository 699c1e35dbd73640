import pg from 'pg';
import type { Logger } from 'pino';
import { sessionChangeChannel } from '../../../migrations/20261122_0072_session_change_notify';
import type { AppContext } from '../context';
import { SessionCache } from './sessionCache';

const reconnectDelayMs = 1000;

/**
 * Keeps a `SessionCache` told of session and user changes: one connection LISTENs on the channel
 * the database's triggers notify (migration 0072). While it is down the cache stands aside, so a
 * lost connection costs speed, never correctness; it reconnects every second until stopped.
 */
export class SessionChangeListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private isStopped = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly cache: SessionCache,
    private readonly log: Logger,
  ) {}

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.retry);
    this.cache.setListening(false);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.isStopped) return;
    const client = new pg.Client({ ...this.connection, application_name: 'wharf-session-listener' });
    this.client = client;
    client.on('notification', (message) => this.heard(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${sessionChangeChannel}`);
      if (this.client === client && !this.isStopped) this.cache.setListening(true);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private heard(payload: string | undefined): void {
    const id = payload?.slice(2) ?? '';
    if (payload?.startsWith('s:')) this.cache.forgetSession(id);
    else if (payload?.startsWith('u:')) this.cache.forgetUser(id);
    else this.cache.forgetAll();
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.cache.setListening(false);
    client.end().catch(() => undefined);
    if (this.isStopped) return;
    this.log.warn({ err: error }, 'session change listener lost its connection; sessions are looked up on every request until it is back');
    this.retry = setTimeout(() => void this.connect(), reconnectDelayMs);
    this.retry.unref();
  }
}

const running = new WeakMap<AppContext, { cache: SessionCache; listener: SessionChangeListener }>();

/** The context's session cache, with its listener started on first use. */
export function sessionCacheFor(ctx: AppContext): SessionCache {
  let entry = running.get(ctx);
  if (!entry) {
    const cache = new SessionCache();
    const { connection } = ctx.db.client.config as { connection: pg.ClientConfig };
    const listener = new SessionChangeListener(connection, cache, ctx.log);
    entry = { cache, listener };
    running.set(ctx, entry);
    listener.start();
  }
  return entry.cache;
}

/** Closes the listener's connection (before the pools and the database stop). */
export async function stopSessionCache(ctx: AppContext): Promise<void> {
  await running.get(ctx)?.listener.stop();
}
