import { describe, expect, it } from 'vitest';
import { findingIsCurrent, judgedLines, textLines } from './review-lines.ts';

const reviewed = 'const a = 1;\nfunction run(input) {\n  return eval(input);\n}\nrun(a);\n';

function reader(text: string) {
  const lines = textLines(text);
  return (line: number) => (line >= 1 && line <= lines.length ? (lines[line - 1] as string) : null);
}

describe('judgedLines', () => {
  it('keeps the judged text of every line a finding or suggestion points at, once', () => {
    const judged = judgedLines(reviewed, {
      findings: [
        { startLine: 2, endLine: 4 },
        { startLine: 3, endLine: 3 },
      ],
      suggestions: [{ line: 5 }, { line: 99 }],
    });
    expect(judged).toEqual([
      { line: 2, text: 'function run(input) {' },
      { line: 3, text: '  return eval(input);' },
      { line: 4, text: '}' },
      { line: 5, text: 'run(a);' },
    ]);
  });

  it('reads CRLF files as editors do', () => {
    expect(judgedLines('a\r\nb\r\n', { findings: [{ startLine: 2 }] })).toEqual([{ line: 2, text: 'b' }]);
  });
});

describe('findingIsCurrent', () => {
  const finding = { startLine: 3, endLine: 3 };
  const judged = judgedLines(reviewed, { findings: [finding, { startLine: 5 }] });

  it('keeps a finding whose lines read as judged, even when other lines changed', () => {
    const edited = reviewed.replace('const a = 1;', 'const a = 2;');
    expect(findingIsCurrent(finding, judged, reader(edited), false)).toBe(true);
  });

  it('marks a finding outdated when its line changed', () => {
    const edited = reviewed.replace('eval(input)', 'JSON.parse(input)');
    expect(findingIsCurrent(finding, judged, reader(edited), false)).toBe(false);
  });

  it('marks a finding outdated when its line moved', () => {
    expect(findingIsCurrent(finding, judged, reader(`// header\n${reviewed}`), false)).toBe(false);
  });

  it('marks a finding outdated when the file got shorter than its line', () => {
    expect(findingIsCurrent({ startLine: 5 }, judged, reader('const a = 1;\n'), false)).toBe(false);
  });

  it('falls back to the version for reviews stored without their lines', () => {
    expect(findingIsCurrent(finding, null, reader(reviewed), true)).toBe(true);
    expect(findingIsCurrent(finding, null, reader(reviewed), false)).toBe(false);
  });
});
