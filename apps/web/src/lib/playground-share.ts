import {
  isPlaygroundLanguage,
  PLAYGROUND_LIMITS,
  type PlaygroundLanguage,
  type PlaygroundTestCase,
} from '@hammurabi/shared';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/** What a link to an unsaved program carries. */
export interface SharedDraft {
  language: PlaygroundLanguage;
  code: string;
  testCases: PlaygroundTestCase[];
}

const PREFIX = '#code=';

/** The in-app path that opens a program in the playground: it rides in the URL hash, never sent to a server. */
export function draftSharePath(draft: SharedDraft): string {
  const payload = JSON.stringify({ l: draft.language, c: draft.code, t: draft.testCases });
  return `/playground${PREFIX}${compressToEncodedURIComponent(payload)}`;
}

/** A link that reopens an unsaved program, for sharing outside the app. */
export function draftShareUrl(origin: string, draft: SharedDraft): string {
  return `${origin}${draftSharePath(draft)}`;
}

/** The short link of a saved program. */
export function savedShareUrl(origin: string, slug: string): string {
  return `${origin}/playground/p/${slug}`;
}

function isTestCase(value: unknown): value is PlaygroundTestCase {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['id', 'name', 'input', 'expectedOutput'].every((key) => typeof record[key] === 'string');
}

/** Reads a draft from a URL hash; null when the hash holds none or a damaged one. */
export function readDraftFromHash(hash: string): SharedDraft | null {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const text = decompressFromEncodedURIComponent(hash.slice(PREFIX.length));
    const data = JSON.parse(text ?? '') as { l?: unknown; c?: unknown; t?: unknown };
    if (!isPlaygroundLanguage(data.l) || typeof data.c !== 'string') return null;
    const tests = Array.isArray(data.t) ? data.t.filter(isTestCase) : [];
    return {
      language: data.l,
      code: data.c.slice(0, PLAYGROUND_LIMITS.codeMaxChars),
      testCases: tests.slice(0, PLAYGROUND_LIMITS.testCasesMax),
    };
  } catch {
    return null;
  }
}
