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
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      const received = { event, data: JSON.parse(data) as Record<string, unknown> };
      events.push(received);
      if (stopAfter(received, events)) {
        await reader.cancel();
        return events;
      }
      end = buffer.indexOf('\n\n');
    }
  }
}
