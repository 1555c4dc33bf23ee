/** Rough size of text in model tokens: about four characters each, as tokenizers average on code. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** How many tokens of project files one message may carry to the model. */
export const CONTEXT_FILES_TOKEN_BUDGET = 12_000;

/** A file cut to fit: the lines kept, and the note that tells the model (and the reader) so. */
export interface FittedFile<T> {
  file: T;
  content: string;
  fit: 'whole' | 'cut' | 'left_out';
  keptLines: number;
  totalLines: number;
  /** Says what was cut; null when the whole file fitted. */
  note: string | null;
}

/**
 * Fits files into a token budget in the order given: whole while they fit, then the first
 * lines of the one that does not, then nothing of the rest. Every cut is named in `note`.
 */
export function fitFilesToBudget<T extends { filename: string; content: string }>(
  files: readonly T[],
  budgetTokens: number = CONTEXT_FILES_TOKEN_BUDGET,
): FittedFile<T>[] {
  let left = budgetTokens;
  return files.map((file) => {
    const { filename, content } = file;
    const lines = content.split('\n');
    const totalLines = lines.length;
    const cost = estimateTokens(content);
    if (cost <= left) {
      left -= cost;
      return { file, content, fit: 'whole', keptLines: totalLines, totalLines, note: null };
    }
    const kept: string[] = [];
    for (const line of lines) {
      const lineCost = estimateTokens(line + '\n');
      if (lineCost > left) break;
      kept.push(line);
      left -= lineCost;
    }
    left = 0;
    if (kept.length === 0) {
      return {
        file,
        content: '',
        fit: 'left_out',
        keptLines: 0,
        totalLines,
        note: `${filename} was left out: the attached files already fill the assistant's context.`,
      };
    }
    return {
      file,
      content: kept.join('\n'),
      fit: 'cut',
      keptLines: kept.length,
      totalLines,
      note: `${filename} was cut to fit the assistant's context: only lines 1-${kept.length} of ${totalLines} were read.`,
    };
  });
}

/** The words of a search, lower-cased, without duplicates or one-letter noise. */
export function searchTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$#+.-]+/u)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((word) => word.length >= 2);
  return [...new Set(words)];
}

/** An excerpt of `content` around the first match of `query`, with each match marked as [start, end). */
export function searchSnippet(
  content: string,
  query: string,
  width = 160,
): { snippet: string; highlights: [number, number][] } {
  const flat = content.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const phrase = query.trim().toLowerCase();
  const needles = [phrase, ...searchTerms(query)].filter((needle) => needle.length > 0);
  let first = -1;
  for (const needle of needles) {
    const at = lower.indexOf(needle);
    if (at !== -1) {
      first = at;
      break;
    }
  }
  const start = first <= width / 3 ? 0 : Math.max(0, flat.lastIndexOf(' ', first - Math.floor(width / 3)) + 1);
  const end = Math.min(flat.length, start + width);
  const prefix = start > 0 ? '…' : '';
  const body = flat.slice(start, end);
  const snippet = prefix + body + (end < flat.length ? '…' : '');
  const lowerBody = body.toLowerCase();
  const marks: [number, number][] = [];
  for (const needle of needles) {
    for (let at = lowerBody.indexOf(needle); at !== -1; at = lowerBody.indexOf(needle, at + needle.length)) {
      marks.push([at + prefix.length, at + prefix.length + needle.length]);
    }
  }
  return { snippet, highlights: mergeRanges(marks) };
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** What the Markdown export needs of a message. */
export interface ExportedMessage {
  role: 'user' | 'assistant';
  content: string;
  status: 'complete' | 'stopped' | 'failed';
  created_at: string;
  files: readonly { filename: string; version: number; fit: string }[];
}

function utcTime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/**
 * A conversation as Markdown: a heading per message with who and when, the text exactly as
 * written (so code blocks stay intact), and the files a question was sent with.
 */
export function conversationMarkdown(title: string, messages: readonly ExportedMessage[], exportedAt: string): string {
  const parts = [`# ${title}`, `_Exported from Hammurabi AI Chat on ${utcTime(exportedAt)}._`];
  for (const message of messages) {
    const who = message.role === 'user' ? 'You' : 'Assistant';
    const status = message.status === 'stopped' ? ' (stopped)' : message.status === 'failed' ? ' (incomplete)' : '';
    parts.push(`## ${who} · ${utcTime(message.created_at)}${status}`);
    if (message.files.length > 0) {
      const names = message.files.map(
        (file) =>
          `\`${file.filename}\` (v${file.version}${file.fit === 'whole' ? '' : `, ${file.fit.replace('_', ' ')}`})`,
      );
      parts.push(`Files: ${names.join(', ')}`);
    }
    parts.push(message.content.trimEnd());
  }
  return parts.join('\n\n') + '\n';
}
