import { describe, expect, it } from 'vitest';
import { classifyIntent, type IntentKind } from './intent.ts';

const names = ['bubble_sort', 'parseRow', 'sum'];

describe('classifyIntent', () => {
  it.each<[string, IntentKind, boolean]>([
    ['What is the time complexity of my bubble_sort?', 'complexity', true],
    ['What is the big O of this?', 'complexity', true],
    ['How much memory does it use?', 'complexity', true],
    ['How can I make it stop early?', 'refactor', true],
    ['Show me the early-exit version.', 'refactor', true],
    ['Simplify parseRow', 'refactor', true],
    ['write tests for bubble_sort', 'tests', true],
    ['Give me pytest cases', 'tests', true],
    ['Add a docstring to parseRow', 'docs', true],
    ['Are the names any good?', 'naming', true],
    ['Explain HB001 with a short Python example', 'law', false],
    ['What does SEC002 mean?', 'law', false],
    ['Explain the law of immutable state', 'law', false],
    ['I get KeyError: name', 'error', false],
    ['Traceback (most recent call last):\n  File "x.py", line 1', 'error', true],
    ['Is this code secure?', 'security', true],
    ['How can I make it faster?', 'performance', true],
    ['Any bugs?', 'bugs', true],
    ['Does it mutate its input?', 'bugs', true],
    ['Explain this code', 'explain', true],
    ['What does parseRow do?', 'explain', true],
    ['parseRow', 'explain', true],
    ['How do I reset my password?', 'product', false],
    ['How do I share a project?', 'product', false],
    ['What is a closure?', 'general', false],
    ['Hello!', 'greeting', false],
    ['thanks a lot', 'thanks', true],
    ['What is the capital of France?', 'unknown', false],
  ])('%s → %s', (question, kind, hasCode) => {
    expect(classifyIntent(question, hasCode ? names : [], hasCode).kind).toBe(kind);
  });

  it('names the function, the rule and the language the question mentions', () => {
    expect(classifyIntent('write tests for bubble_sort', names, true).functionName).toBe('bubble_sort');
    expect(classifyIntent('what does summary do', names, true).functionName).toBeNull();
    const law = classifyIntent('Explain hb004 in Java', [], false);
    expect(law).toMatchObject({ kind: 'law', ruleId: 'HB004', language: 'java' });
    expect(classifyIntent('make it stop early', names, true).change).toBe('early-exit');
  });

  it('does not answer code questions as code questions without code', () => {
    expect(classifyIntent('Any bugs?', [], false).kind).not.toBe('bugs');
    expect(classifyIntent('Explain this code', [], false).kind).not.toBe('explain');
  });
});
