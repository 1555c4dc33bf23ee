/**
 * `@lezer/go` with automatic semicolons after `true`, `false` and `nil`. The grammar inserts a
 * semicolon at a line end only after tokens its context tracker follows (identifiers, literals,
 * closing brackets…), but `true`, `false` and `nil` are specialised identifiers with their own
 * terms, so `ok := true` followed by another statement was a syntax error and the whole file fell
 * back to the line scanner. The tracker here follows those terms too.
 */
import { ContextTracker, type InputStream, type LRParser, type Stack } from '@lezer/lr';
import { parser as lezerGo } from '@lezer/go';

/** What the generated parser keeps about identifier specialisations and its tracker (not in their typings). */
interface Specialising {
  specializers: readonly ((value: string) => number)[];
  context: { shift(context: boolean, term: number, stack: Stack, input: InputStream): boolean };
}

const original = (lezerGo as unknown as Specialising).context;
const specialise = (lezerGo as unknown as Specialising).specializers[0];
// A specialiser answers `term << 1` (the low bit marks an extending specialisation).
const keywordLiterals = new Set(
  ['true', 'false', 'nil']
    .map((word) => specialise?.(word) ?? -1)
    .filter((code) => code >= 0)
    .map((code) => code >> 1),
);

/** The Go parser the engine uses. */
export const goParser: LRParser = lezerGo.configure({
  contextTracker: new ContextTracker<boolean>({
    start: false,
    shift: (context, term, stack, input) => keywordLiterals.has(term) || original.shift(context, term, stack, input),
    strict: false,
  }),
});
