import { randomUUID } from 'node:crypto';
import type { Notifier } from '../db/notifier.ts';

const STOP_CHANNEL = 'hammurabi_chat_stop';
const STOPPED_CHANNEL = 'hammurabi_chat_stopped';
/** How long a Stop waits for the process holding the stream to say it stopped it. */
const ACK_TIMEOUT_MS = 1500;

/**
 * Stops replies being streamed, whichever server process holds the stream. A reply streamed
 * here is aborted at once; otherwise the Stop is broadcast (LISTEN/NOTIFY) and the process that
 * holds it aborts it and answers, so the caller learns whether anything was stopped.
 */
export class GenerationStops {
  private readonly waiting = new Map<string, () => void>();

  constructor(
    /** Streaming replies of this process, by conversation id. */
    readonly local: Map<string, AbortController>,
    private readonly notifier: Notifier,
  ) {}

  /** Listens for Stops from other processes and for their answers. */
  async start(): Promise<void> {
    await this.notifier.listen(STOP_CHANNEL, (payload) => {
      const { conversationId, requestId } = JSON.parse(payload) as { conversationId: string; requestId: string };
      const generation = this.local.get(conversationId);
      if (!generation) return;
      generation.abort();
      void this.notifier.notify(STOPPED_CHANNEL, requestId).catch(() => undefined);
    });
    await this.notifier.listen(STOPPED_CHANNEL, (requestId) => this.waiting.get(requestId)?.());
  }

  /**
   * Stops the reply streamed into conversation `id`; true when one was running (here or in
   * another process that answered in time). With `wait: false` it only sends the Stop.
   */
  async stop(id: string, options: { wait?: boolean } = {}): Promise<boolean> {
    const generation = this.local.get(id);
    if (generation) {
      generation.abort();
      return true;
    }
    const requestId = randomUUID();
    if (options.wait === false) {
      await this.notifier.notify(STOP_CHANNEL, JSON.stringify({ conversationId: id, requestId }));
      return false;
    }
    let timer: NodeJS.Timeout | undefined;
    const answered = new Promise<boolean>((resolve) => {
      this.waiting.set(requestId, () => resolve(true));
      timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
    });
    try {
      await this.notifier.notify(STOP_CHANNEL, JSON.stringify({ conversationId: id, requestId }));
      return await answered;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(requestId);
    }
  }
}
