import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisEngine, defaultEngineLimits } from '../engine/pool.ts';
import { createBuiltinProvider } from './builtin-provider.ts';

const engine = createAnalysisEngine(defaultEngineLimits());
const provider = createBuiltinProvider(engine);
afterAll(() => engine.close());

const SAMPLE = [
  "import { exec } from 'node:child_process';", // 1
  '', // 2
  '/** Runs a shell command for a user. */', // 3
  'export function runCommand(userInput: string) {', // 4
  '  exec("ls " + userInput);', // 5
  '}', // 6
  '', // 7
  'export function calc(a, b) {', // 8
  '  var tmp = eval(a + b);', // 9
  '  return tmp;', // 10
  '}', // 11
].join('\n');

async function ask(message: string, code: string | null, filename = 'tools.ts') {
  const pieces: string[] = [];
  for await (const piece of provider.streamChat({
    message,
    history: [],
    code: code === null ? null : { code, language: 'typescript', filename },
    signal: new AbortController().signal,
  })) {
    pieces.push(piece);
  }
  return { text: pieces.join(''), pieces };
}

describe('builtin provider', () => {
  it('explains the structure of the given code with its real functions and line ranges', async () => {
    const { text } = await ask('What does this code do?', SAMPLE);
    expect(text).toContain('`tools.ts` is typescript of 11 lines');
    expect(text).toContain('`runCommand` (lines 4–6)');
    expect(text).toContain('`calc` (lines 8–11)');
  });

  it('names the problems of the given code with their line numbers and rules', async () => {
    const { text } = await ask('Is there a security problem here?', SAMPLE);
    expect(text).toMatch(/line 9: .*eval/i);
    expect(text).toMatch(/line 5: .*shell/i);
    expect(text).toContain('SEC');
    expect(text).not.toContain('### What the code does');
  });

  it('answers a question about one line with that line quoted and its findings only', async () => {
    const { text } = await ask('What is wrong with line 9?', SAMPLE);
    expect(text).toContain('9 |   var tmp = eval(a + b);');
    expect(text).toMatch(/findings? in line 9/);
    expect(text).not.toMatch(/line 5: /);
  });

  it('analyses only the first 5,000 lines of a very long input and says so', async () => {
    const long = `${SAMPLE}\n${'// filler\n'.repeat(6000)}`;
    const { text } = await ask('What does this code do?', long);
    expect(text).toContain('The file has 6012 lines; I analysed the first 5000');
    expect(text).toContain('`calc` (lines 8–11)');
  });

  it('cites site pages by title and path and says it is the offline assistant', async () => {
    const { text } = await ask('How do I connect a language model?', null);
    expect(text).toMatch(/\[Connecting a language model\]\(\/docs#connecting-a-language-model\)/);
    expect(text).toContain("Hammurabi's offline assistant");
    expect(text).toContain('AI_PROVIDER=openai');
    expect(text).toContain('AI_BASE_URL');
  });

  it('gives different answers to different code (no canned reply)', async () => {
    const clean =
      '/** Adds two numbers. */\nexport function add(left: number, right: number): number {\n  return left + right;\n}\n';
    const first = await ask('Tell me about this', SAMPLE);
    const second = await ask('Tell me about this', clean, 'add.ts');
    expect(second.text).not.toEqual(first.text);
    expect(second.text).toContain('`add` (lines 2–4)');
  });

  it('streams the answer in several pieces and stops when aborted', async () => {
    const { pieces } = await ask('Explain this', SAMPLE);
    expect(pieces.length).toBeGreaterThan(3);
    const controller = new AbortController();
    const received: string[] = [];
    for await (const piece of provider.streamChat({
      message: 'Explain this',
      history: [],
      code: { code: SAMPLE, language: 'typescript', filename: 'tools.ts' },
      signal: controller.signal,
    })) {
      received.push(piece);
      controller.abort();
    }
    expect(received).toHaveLength(1);
  });

  it('reviews with the engine: the fields of a code review plus findings and ratings', async () => {
    const review = await provider.review({
      filename: 'tools.ts',
      language: 'typescript',
      content: SAMPLE,
      projectFiles: [],
    });
    expect(review.source).toBe('engine');
    expect(review.summary).toContain('tools.ts');
    expect(review.findings?.some((finding) => finding.startLine === 9)).toBe(true);
    // A file with findings cannot score full marks.
    expect(review.score).toBeLessThan(100);
    expect(review.ratings).toHaveProperty('clarity');
    expect(review.suggestions.every((suggestion) => suggestion.line >= 1 && suggestion.line <= 11)).toBe(true);
  });

  it('generates a documented skeleton named after the request and says it is a skeleton', async () => {
    const generated = await provider.generateCode({
      prompt: 'parse a csv line into fields',
      language: 'python',
      contextCode: null,
    });
    expect(generated.code).toContain('def parse_csv_fields(value):');
    expect(generated.code).toContain('"""parse a csv line into fields"""');
    expect(generated.explanation).toContain('offline assistant');
  });

  it('explains code with its structure and findings', async () => {
    const text = await provider.explainCode({
      code: { code: SAMPLE, language: 'typescript', filename: 'tools.ts' },
      question: null,
    });
    expect(text).toContain('`runCommand` (lines 4–6)');
    expect(text).toMatch(/line 9/);
  });
});
