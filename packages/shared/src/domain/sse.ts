/** One Server-Sent Event: its type (`message` when the stream names none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser for `text/event-stream` (WHATWG HTML §9.2): feed it text as it
 * arrives, in pieces of any size, and it hands back the events completed so far. Lines may end
 * in LF, CR or CRLF (even split across pieces); comment lines (`:`) are skipped; an event
 * without data is dropped, as is an unfinished one when the stream ends.
 */
export class SseParser {
  private buffer = '';
  private eventType = '';
  private dataLines: string[] = [];
  /** The last piece ended in CR, so an LF at the start of the next one belongs to it. */
  private pendingCr = false;

  /** Parses the next piece of the stream and returns the events it completed. */
  push(text: string): SseEvent[] {
    let chunk = text;
    if (this.pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.pendingCr = false;
    this.buffer += chunk;
    const events: SseEvent[] = [];
    for (;;) {
      const end = this.buffer.search(/[\r\n]/);
      if (end === -1) break;
      const line = this.buffer.slice(0, end);
      let next = end + 1;
      if (this.buffer[end] === '\r') {
        if (next === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[next] === '\n') next += 1;
      }
      this.buffer = this.buffer.slice(next);
      const event = this.readLine(line);
      if (event) events.push(event);
    }
    return events;
  }

  private readLine(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.dataLines.push(value);
    // `id` and `retry` only matter to EventSource's reconnection, which a fetch stream does not do.
    return null;
  }

  private dispatch(): SseEvent | null {
    const event =
      this.dataLines.length > 0 ? { event: this.eventType || 'message', data: this.dataLines.join('\n') } : null;
    this.eventType = '';
    this.dataLines = [];
    return event;
  }
}

/**
 * The events of a streamed response body, in order, as they arrive. `onChunk` hears of every
 * piece of bytes, even one that completes no event (an idle timeout resets on it).
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array>, onChunk?: () => void): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk?.();
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
  } finally {
    // Leaving the loop early (a stop, an error) must not leave the connection half read.
    await reader.cancel().catch(() => undefined);
  }
}
