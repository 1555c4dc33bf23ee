import { readSseEvents } from '@hammurabi/shared';

/** One Server-Sent Event as a test reads it. */
export interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads the events of a `text/event-stream` response as they arrive. `stopAfter` returns true
 * to stop reading (and cancel the body, as a browser's abort would).
 */
export async function readEvents(
  response: Response,
  stopAfter: (event: ReceivedEvent, all: ReceivedEvent[]) => boolean = () => false,
): Promise<ReceivedEvent[]> {
  const events: ReceivedEvent[] = [];
  // Returning from the loop cancels the body, as a browser's abort would.
  for await (const { event, data } of readSseEvents(response.body as ReadableStream<Uint8Array>)) {
    const received = { event, data: JSON.parse(data) as Record<string, unknown> };
    events.push(received);
    if (stopAfter(received, events)) return events;
  }
  return events;
}
