import { analyzeCode } from '@hammurabi/analysis';
import { describe, expect, it } from 'vitest';
import { LAW_EXAMPLES } from './law-examples.ts';

const lawsReported = (filename: string, content: string, projectFiles?: string[]) =>
  analyzeCode({ filename, content, projectFiles: projectFiles ?? [filename] }).findings.map(
    (finding) => finding.ruleId,
  );

describe('law examples', () => {
  it.each(LAW_EXAMPLES.map((example) => [example.law, example.language, example] as const))(
    '%s in %s: the engine reports the violation and not the fix',
    (law, _language, example) => {
      const violation = analyzeCode({
        filename: example.filename,
        content: example.violation,
        projectFiles: example.projectFiles ?? [example.filename],
      });
      expect(violation.analysisLevel === 'syntax-tree' || example.language === 'java').toBe(true);
      expect(violation.findings.some((finding) => finding.category === 'syntax')).toBe(false);
      expect(violation.findings.map((finding) => finding.ruleId)).toContain(law);
      // The fix of HB005 is the test file; the module then has its test.
      const fixed =
        law === 'HB005'
          ? lawsReported(example.filename, example.violation, example.fixProjectFiles)
          : lawsReported(example.filename, example.fix);
      expect(fixed).not.toContain(law);
    },
  );

  it.each(
    LAW_EXAMPLES.filter((example) => example.law === 'HB001').map((example) => [example.language, example] as const),
  )(
    'HB001 in %s: the fix keeps every field the violation uses (a rewrite that drops fields is a bug)',
    (_language, example) => {
      const parameters = /\(([^)]*)\)/.exec(example.violation)?.[1] ?? '';
      const names = parameters.split(',').map((parameter) => /(\w+)\s*(?::.*)?$/.exec(parameter.trim())?.[1] ?? '');
      expect(names).toHaveLength(6);
      // What the fixed function does with its value object: its body after the last signature.
      const body = example.fix.slice(example.fix.search(/(def create_user|function createUser|String createUser)\(/));
      const wholeObject = /asdict\(|\.\.\.newUser|\{ name, email, age, country, language, newsletter \}/.test(body);
      for (const name of names) expect(wholeObject || new RegExp(`\\b${name}\\b`).test(body), name).toBe(true);
    },
  );

  it('covers every law in Python, JavaScript and TypeScript', () => {
    for (const law of ['HB001', 'HB002', 'HB003', 'HB004', 'HB005']) {
      for (const language of ['python', 'javascript', 'typescript']) {
        expect(LAW_EXAMPLES.some((example) => example.law === law && example.language === language)).toBe(true);
      }
    }
  });
});
