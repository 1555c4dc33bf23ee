/** The Strict profile's two file checks, on top of every engine finding. */
import { STRICT_FILE_LINES } from '@hammurabi/shared/domain/law-profiles';
import { makeFinding } from '../common/finding.ts';
import type { Finding } from '../types.ts';

/**
 * HB001 when the file has more than STRICT_FILE_LINES lines (`totalLines` counted as an editor
 * numbers them: a final newline starts no line), and HB003 when a .js file has no /** comment.
 */
export function strictFileFindings(filename: string, content: string, totalLines: number): Finding[] {
  const findings: Finding[] = [];
  if (totalLines > STRICT_FILE_LINES) {
    findings.push(
      makeFinding(
        'HB001',
        'Minor',
        `The file has ${totalLines} lines; the Strict profile allows ${STRICT_FILE_LINES}.`,
        STRICT_FILE_LINES + 1,
        totalLines,
        `Move part of this file into another module so each stays within ${STRICT_FILE_LINES} lines.`,
      ),
    );
  }
  if (filename.endsWith('.js') && !content.includes('/**')) {
    findings.push(
      makeFinding(
        'HB003',
        'Minor',
        'The file has no /** … */ comment saying what it is for; the Strict profile asks for one in .js files.',
        1,
        1,
        'Start the file with a /** … */ comment that says what it is for.',
      ),
    );
  }
  return findings;
}
