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

  it('cites site pages by title and path, in whole sentences and without server settings', async () => {
    const { text } = await ask('How do I connect a language model?', null);
    expect(text).toMatch(/\[Connecting a language model\]\(\/docs#connecting-a-language-model\)/);
    expect(text).not.toContain('AI_PROVIDER=openai');
    expect(text).not.toContain('AI_BASE_URL=');
  });

  it('says plainly when it does not know, and what it can do instead', async () => {
    const { text } = await ask('Who won the football world cup in 1954?', null);
    expect(text).toMatch(/^I don't know/);
    expect(text).toContain('time and space complexity');
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
    expect(generated.explanation).not.toContain('AI_PROVIDER');
  });

  it('explains code with its structure, and answers a question about it with the same intents as chat', async () => {
    const code = { code: SAMPLE, language: 'typescript', filename: 'tools.ts' };
    const text = await provider.explainCode({ code, question: null });
    expect(text).toContain('`runCommand` (lines 4–6)');
    const security = await provider.explainCode({ code, question: 'Is it secure?' });
    expect(security).toMatch(/^I found \d+ security problems/);
    expect(security).toMatch(/line 9/);
    expect(security).not.toContain('AI_PROVIDER');
  });

  it('generates tests and early exits from the context code, and says when a request is beyond it', async () => {
    const bubble = [
      'def bubble_sort(items):',
      '    n = len(items)',
      '    for i in range(n):',
      '        for j in range(n - i - 1):',
      '            if items[j] > items[j + 1]:',
      '                items[j], items[j + 1] = items[j + 1], items[j]',
      '    return items',
    ].join('\n');
    const tests = await provider.generateCode({
      prompt: 'write tests for bubble_sort',
      language: 'python',
      contextCode: bubble,
    });
    expect(tests.code).toContain('def test_bubble_sort_typical_input():');
    expect(tests.code).not.toContain('```');
    const early = await provider.generateCode({
      prompt: 'make it stop early',
      language: 'python',
      contextCode: bubble,
    });
    expect(early.code).toContain('if not swapped:');
    const beyond = await provider.generateCode({
      prompt: 'a web scraper for news sites',
      language: 'python',
      contextCode: null,
    });
    expect(beyond.explanation).toContain('beyond the offline assistant');
  });
});
