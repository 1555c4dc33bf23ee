import type { LearningCheck, LearningModuleDetail } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { askCommunityDraft } from './ask-community';

const module = {
  id: 'beginner-exercise-greeting',
  title: 'Exercise: Greet by name',
  path_id: 'beginner',
  path_title: 'Programming from Zero',
  exercise: {
    language: 'javascript',
    tests: [{ id: 't1', name: 'A short name', input: 'Ada', expectedOutput: 'Hello, Ada!' }],
    hidden_tests: 1,
  },
} as unknown as LearningModuleDetail;

const check: LearningCheck = {
  passed: false,
  wrong_questions: [],
  tests_passed: 0,
  tests_total: 2,
  law_findings: [{ rule_id: 'HB002', message: 'The name "n" says nothing.', line: 1 }],
  tests: [
    { test_id: 't1', name: 'A short name', hidden: false, status: 'failed', actual_output: 'no\n', stderr: '' },
    { test_id: null, name: 'Hidden test 1', hidden: true, status: 'failed', actual_output: null, stderr: null },
  ],
};

describe('askCommunityDraft', () => {
  it('carries the code, the failing visible tests, the findings, tags and a link back, never a hidden test', () => {
    const draft = askCommunityDraft(module, 'const n = input();\nconsole.log("no")', check, 'https://h.example');
    expect(draft.title).toBe('Stuck on "Exercise: Greet by name" (Programming from Zero)');
    expect(draft.tags).toBe('javascript, beginner');
    expect(draft.body).toContain('(https://h.example/learning/beginner/beginner-exercise-greeting)');
    expect(draft.body).toContain('```javascript\nconst n = input();\nconsole.log("no")\n```');
    expect(draft.body).toContain(
      '**A short name** (failed)\n\nInput:\n\n```\nAda\n```\n\nExpected:\n\n```\nHello, Ada!\n```',
    );
    expect(draft.body).toContain('Actual:\n\n```\nno\n```');
    expect(draft.body).toContain('- HB002, line 1: The name "n" says nothing.');
    expect(draft.body).not.toContain('hidden');
  });

  it('fences code holding backticks with a longer fence', () => {
    const draft = askCommunityDraft(module, 'console.log(`a ${"```"}`)', null, 'https://h.example');
    expect(draft.body).toContain('````javascript\nconsole.log(`a ${"```"}`)\n````');
  });
});
