import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { listenOn, notifyOn } from './repository.ts';

type Handler = (payload: string) => void;

const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY between the server processes on one database. Listening holds one
 * dedicated connection (a pooled one would be handed to other queries); it reconnects after a
 * drop and listens again on every channel. Notifications sent while it was away are lost, so
 * users of it must tolerate a missed message (a timeout, or a periodic poll beside it).
 */
export class Notifier {
  private readonly handlers = new Map<string, Set<Handler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {}

  /** Calls `handler` with each payload sent on `channel` by any process, this one included. */
  async listen(channel: string, handler: Handler): Promise<void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    // Without the database now (it may start later) listening begins once a reconnect succeeds.
    await this.connect().catch(() => this.scheduleReconnect());
    if (this.client) await listenOn(this.client, channel).catch(() => undefined);
  }

  /** Sends `payload` (under 8000 bytes) to every process listening on `channel`. */
  async notify(channel: string, payload: string): Promise<void> {
    await notifyOn(this.pool, channel, payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    for (const channel of this.handlers.keys()) await listenOn(client, channel);
    this.client = client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.connect().catch(() => this.scheduleReconnect());
    }, RECONNECT_MS);
    this.reconnect.unref();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** LISTEN/NOTIFY between the server processes on this database. */
    notifier: Notifier;
  }
}

/** Decorates the app with `app.notifier` over its database; closed with the app. */
export function registerNotifier(app: FastifyInstance): void {
  const notifier = new Notifier(app.database.url, app.database.pool);
  app.decorate('notifier', notifier);
  app.addHook('onClose', async () => notifier.close());
}
