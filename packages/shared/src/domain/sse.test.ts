import { describe, expect, it } from 'vitest';
import { SseParser, readSseEvents } from './sse.ts';

function parseAll(pieces: string[]) {
  const parser = new SseParser();
  return pieces.flatMap((piece) => parser.push(piece));
}

function streamOf(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
}

describe('SseParser', () => {
  it('reads named events with one data line each, as the chat stream sends them', () => {
    expect(parseAll(['event: conversation\ndata: {"a":1}\n\nevent: delta\ndata: {"text":"Hi"}\n\n'])).toEqual([
      { event: 'conversation', data: '{"a":1}' },
      { event: 'delta', data: '{"text":"Hi"}' },
    ]);
  });

  it('completes an event only at the blank line, however the text is cut into pieces', () => {
    const text = 'event: delta\ndata: {"text":"one"}\n\nevent: done\ndata: {}\n\n';
    const whole = parseAll([text]);
    for (let cut = 1; cut < text.length; cut++) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    }
    expect(parseAll(text.split(''))).toEqual(whole);
  });

  it('accepts CRLF and CR line endings, also when CR and LF arrive in different pieces', () => {
    expect(parseAll(['event: a\r\ndata: 1\r\n\r\n', 'event: b\rdata: 2\r\r'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
    expect(parseAll(['data: x\r', '\n\r', '\ndata: y\n\n'])).toEqual([
      { event: 'message', data: 'x' },
      { event: 'message', data: 'y' },
    ]);
  });

  it('skips comment lines (heartbeats), joins several data lines and defaults the type to "message"', () => {
    expect(parseAll([':\n\n: keep-alive\ndata: first\ndata: second\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond' },
    ]);
  });

  it('removes one space after the colon only, and reads a field without a colon as empty', () => {
    expect(parseAll(['data:  two spaces\ndata\ndata:none\n\n'])).toEqual([
      { event: 'message', data: ' two spaces\n\nnone' },
    ]);
  });

  it('drops events without data and ignores id and retry fields', () => {
    expect(parseAll(['event: lonely\n\nid: 7\nretry: 100\nevent: kept\ndata: ok\n\n'])).toEqual([
      { event: 'kept', data: 'ok' },
    ]);
  });

  it('does not let an event type leak into the next event', () => {
    expect(parseAll(['event: delta\ndata: 1\n\ndata: 2\n\n'])).toEqual([
      { event: 'delta', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });
});

describe('readSseEvents', () => {
  it('yields the events of a byte stream, including multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Ω law ✓"}\n\n');
    const split = bytes.indexOf(0xe2) + 1; // inside the three bytes of ✓
    const events = [];
    for await (const event of readSseEvents(streamOf([bytes.slice(0, split), bytes.slice(split)]))) events.push(event);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"Ω law ✓"}' }]);
  });

  it('drops an unfinished event when the stream ends', async () => {
    const events = [];
    for await (const event of readSseEvents(streamOf(['data: done\n\n', 'data: cut off']))) events.push(event);
    expect(events).toEqual([{ event: 'message', data: 'done' }]);
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: tick\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readSseEvents(body)) {
      expect(event.data).toBe('tick');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
