import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';
import { defaultLawSettings, effectiveLawSettings, type LawSettings } from './law-profiles.ts';
import { analyzeWithProfile, reviewWithProfile } from './profile-check.ts';

const BREVITY_MESSAGE = 'The file has 25 lines; the Strict profile allows 20.';
const JSDOC_MESSAGE =
  'The file has no /** … */ comment saying what it is for; the Strict profile asks for one in .js files.';

/** 25 lines of JavaScript without any doc comment. */
const undocumented = Array.from({ length: 25 }, (_, index) => `console.log('line ${index + 1}');`).join('\n');

/** A function with six parameters and four nested ifs. */
const deepFunction = [
  '/** Picks a label. */',
  'export function pick(first, second, third, fourth, fifth, sixth) {',
  '  if (first) {',
  '    if (second) {',
  '      if (third) {',
  '        return fourth + fifth + sixth;',
  '      }',
  '    }',
  '  }',
  '  return 0;',
  '}',
].join('\n');

const custom = (overrides: Partial<LawSettings>): LawSettings => ({
  ...defaultLawSettings('custom'),
  ...overrides,
});

describe('law profiles', () => {
  it('Strict adds both file checks, on top of the engine', () => {
    const strict = analyzeWithProfile({ filename: 'main.js', content: undocumented }, defaultLawSettings('strict'));
    const messages = strict.findings.map((finding) => finding.message);
    expect(messages).toContain(BREVITY_MESSAGE);
    expect(messages).toContain(JSDOC_MESSAGE);
    const brevity = strict.findings.find((finding) => finding.message === BREVITY_MESSAGE);
    expect(brevity).toMatchObject({ ruleId: 'HB001', severity: 'Minor', startLine: 21, endLine: 25 });
    expect(strict.findings.find((finding) => finding.message === JSDOC_MESSAGE)).toMatchObject({
      ruleId: 'HB003',
      startLine: 1,
    });
    const engine = analyzeCode({ filename: 'main.js', content: undocumented });
    expect(strict.findings).toHaveLength(engine.findings.length + 2);
  });

  it('Strict leaves a short documented file clean and skips the JSDoc check outside .js', () => {
    const clean = '/** Greets the world. */\nconsole.log(`Hello, world`);\n';
    const strict = defaultLawSettings('strict');
    expect(analyzeWithProfile({ filename: 'main.js', content: clean }, strict).findings).toEqual([]);
    const python = analyzeWithProfile({ filename: 'tool.py', content: 'print(1)\n' }, strict);
    expect(python.findings.map((finding) => finding.message)).not.toContain(JSDOC_MESSAGE);
  });

  it('Strict counts lines as an editor does: a final newline starts no 21st line', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `print(${index})`).join('\n');
    const strict = defaultLawSettings('strict');
    for (const content of [twenty, `${twenty}\n`, `${twenty.replaceAll('\n', '\r\n')}\r\n`]) {
      const findings = analyzeWithProfile({ filename: 'tool.py', content }, strict).findings;
      expect(findings.filter((finding) => finding.ruleId === 'HB001')).toEqual([]);
    }
    const [over] = analyzeWithProfile({ filename: 'tool.py', content: `${twenty}\nprint(20)\n` }, strict).findings;
    expect(over).toMatchObject({ ruleId: 'HB001', startLine: 21, endLine: 21 });
    expect(over?.message).toBe('The file has 21 lines; the Strict profile allows 20.');
  });

  it('a project that chose nothing is checked under Standard', () => {
    expect(defaultLawSettings().profile).toBe('standard');
  });

  it("Standard is exactly the engine's findings", () => {
    const standard = analyzeWithProfile({ filename: 'main.js', content: undocumented }, defaultLawSettings('standard'));
    expect(standard.findings).toEqual(analyzeCode({ filename: 'main.js', content: undocumented }).findings);
  });

  it('Custom limits change the Law of Brevity findings', () => {
    const standard = analyzeWithProfile({ filename: 'pick.js', content: deepFunction }, defaultLawSettings('standard'));
    expect(standard.findings.filter((finding) => finding.ruleId === 'HB001')).toHaveLength(1);
    expect(standard.findings[0]?.message).toContain('takes 6 parameters (limit 5)');

    const strictLimits = custom({ limits: { functionLines: 4, complexity: 2, nesting: 1, parameters: 3 } });
    const tight = analyzeWithProfile({ filename: 'pick.js', content: deepFunction }, strictLimits);
    const messages = tight.findings.filter((finding) => finding.ruleId === 'HB001').map((finding) => finding.message);
    expect(messages).toEqual([
      '`pick` is 10 lines long (limit 4).',
      '`pick` has a cyclomatic complexity of 4 (limit 2).',
      '`pick` nests control structures 3 levels deep (limit 1).',
      '`pick` takes 6 parameters (limit 3).',
    ]);
    expect(tight.findings.find((finding) => finding.message.includes('10 lines'))?.severity).toBe('Major');

    const loose = custom({ limits: { functionLines: 50, complexity: 10, nesting: 4, parameters: 8 } });
    expect(
      analyzeWithProfile({ filename: 'pick.js', content: deepFunction }, loose).findings.filter(
        (finding) => finding.ruleId === 'HB001',
      ),
    ).toEqual([]);
  });

  it('Custom can switch a law off, and the score follows the findings kept', () => {
    const content = 'export function f(a) { return a; }\n';
    const all = analyzeWithProfile({ filename: 'f.ts', content }, defaultLawSettings('standard'));
    expect(all.findings.some((finding) => finding.ruleId === 'HB002')).toBe(true);
    const settings = custom({ enabledLaws: { HB001: true, HB002: false, HB003: false, HB004: true, HB005: true } });
    const fewer = analyzeWithProfile({ filename: 'f.ts', content }, settings);
    expect(fewer.findings.some((finding) => finding.ruleId === 'HB002' || finding.ruleId === 'HB003')).toBe(false);
    expect(fewer.score).toBeGreaterThan(all.score);
  });

  it('Strict and Standard ignore the stored Custom choices', () => {
    const stored: LawSettings = {
      profile: 'standard',
      enabledLaws: { HB001: false, HB002: false, HB003: false, HB004: false, HB005: false },
      limits: { functionLines: 5, complexity: 2, nesting: 1, parameters: 1 },
    };
    expect(effectiveLawSettings(stored)).toEqual({ ...effectiveLawSettings(defaultLawSettings('standard')) });
    expect(effectiveLawSettings({ ...stored, profile: 'strict' }).strictFileChecks).toBe(true);
  });

  it('a review under a profile carries the same findings as the IDE', () => {
    const review = reviewWithProfile({ filename: 'main.js', content: undocumented }, defaultLawSettings('strict'));
    expect(review.findings.map((finding) => finding.message)).toContain(BREVITY_MESSAGE);
  });
});
