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

  it('covers every law in Python, JavaScript and TypeScript', () => {
    for (const law of ['HB001', 'HB002', 'HB003', 'HB004', 'HB005']) {
      for (const language of ['python', 'javascript', 'typescript']) {
        expect(LAW_EXAMPLES.some((example) => example.law === law && example.language === language)).toBe(true);
      }
    }
  });
});
