/** The whole corpus: every file in ./files with what the engine must and must not report about it. */
import { OTHER_CORPUS } from './corpus-other-languages.ts';
import { PYTHON_CORPUS } from './corpus-python.ts';
import { TS_JS_CORPUS } from './corpus-typescript-javascript.ts';
import type { CorpusCase } from './corpus-types.ts';

export type { CorpusCase, ExpectedFinding } from './corpus-types.ts';

/** Every corpus case, TypeScript/JavaScript first, then Python, then the line-based languages. */
export const CORPUS: readonly CorpusCase[] = [...TS_JS_CORPUS, ...PYTHON_CORPUS, ...OTHER_CORPUS];
