import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate } from 'fflate';

/** How much of an entry is compressed before the event loop gets a turn. */
const SLICE_BYTES = 64 * 1024;

/**
 * A ZIP written as it goes (fflate's streaming `Zip`): each entry's bytes are compressed in
 * 64 KB slices with a turn of the event loop between them, and the archive leaves in pieces of
 * about `pieceBytes` through `sink` (awaited: a slow store slows the writer, nothing piles up).
 * Memory holds one piece and one slice, whatever the size of the account.
 */
export class ZipWriter {
  private readonly zip: Zip;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private failure: Error | null = null;
  /** Bytes handed to the sink so far. */
  size = 0;
  /** Entries written so far. */
  entries = 0;

  constructor(
    private readonly sink: (piece: Buffer) => Promise<void>,
    private readonly pieceBytes = 1024 * 1024,
  ) {
    this.zip = new Zip((error, data) => {
      if (error) this.failure = error;
      else if (data.length > 0) {
        this.pending.push(data);
        this.pendingBytes += data.length;
      }
    });
  }

  /** One file whose content is known at once (text or bytes). */
  async add(path: string, content: string | Uint8Array, modified?: Date): Promise<void> {
    async function* once() {
      yield content;
    }
    await this.addStream(path, once(), modified);
  }

  /** One file whose content comes in parts (a JSON array written a page at a time). */
  async addStream(path: string, parts: AsyncIterable<string | Uint8Array>, modified?: Date): Promise<void> {
    const entry = new ZipDeflate(path, { level: 6 });
    if (modified && modified.getFullYear() >= 1980) entry.mtime = modified;
    this.zip.add(entry);
    for await (const part of parts) {
      const bytes = typeof part === 'string' ? strToU8(part) : part;
      for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
        entry.push(bytes.subarray(offset, offset + SLICE_BYTES));
        await this.drain(false);
        await yieldToOthers();
      }
    }
    entry.push(new Uint8Array(0), true);
    this.entries += 1;
    await this.drain(false);
  }

  /** Writes the archive's directory and hands over the last piece. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.drain(true);
  }

  private async drain(all: boolean): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.pendingBytes === 0 || (!all && this.pendingBytes < this.pieceBytes)) return;
    const piece = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    this.size += piece.length;
    await this.sink(piece);
  }
}

/** A name safe as one path segment on every system: no separators, no dots-only, no reserved characters. */
export function safeSegment(name: string, fallback = 'untitled'): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80)
    .trim();
  return cleaned.length > 0 ? cleaned : fallback;
}

/** A project file's name (which may hold folders) as a relative path without `..` or empty parts. */
export function safePath(name: string): string {
  return name
    .split(/[/\\]+/)
    .filter((part) => part.length > 0 && part !== '.' && part !== '..')
    .map((part) => safeSegment(part))
    .join('/');
}
