import { describe, expect, it } from 'vitest';
import { countBySeverity, deployingMessage, emptySeverityCounts, ideEventsFor, releaseGate } from './ide.ts';

describe('ideEventsFor (the Event Log rules)', () => {
  it('logs a run when the output contains "Executing"', () => {
    expect(ideEventsFor('Executing main.js under the Strict profile…', 0)).toEqual(['code.run triggered']);
  });

  it('logs violations when the step left some', () => {
    expect(ideEventsFor('Executing main.js under the Strict profile…', 3)).toEqual([
      'code.run triggered',
      'hammurabi.violations_detected',
    ]);
  });

  it('logs a deploy when the output contains "Deploying"', () => {
    expect(ideEventsFor(deployingMessage('Core v1', 'Strict'), 0)).toEqual(['mcp.deploy triggered']);
  });

  it('logs nothing for other output', () => {
    expect(ideEventsFor('Saved main.js (version 3).', 0)).toEqual([]);
  });
});

describe('releaseGate', () => {
  const counts = (overrides: Partial<ReturnType<typeof emptySeverityCounts>>) => ({
    ...emptySeverityCounts(),
    ...overrides,
  });

  it('passes when no file has a Critical or Major finding', () => {
    const verdict = releaseGate([
      { filename: 'main.js', counts: counts({ Minor: 4, Trivial: 2 }) },
      { filename: 'utils.js', counts: counts({}) },
    ]);
    expect(verdict).toEqual({ passed: true, status: 'Deployment Successful to Staging', blockingFiles: [] });
  });

  it('blocks naming each blocking file and its counts', () => {
    const verdict = releaseGate([
      { filename: 'main.js', counts: counts({ Critical: 1, Major: 2, Minor: 5 }) },
      { filename: 'ok.js', counts: counts({ Minor: 1 }) },
      { filename: 'db.js', counts: counts({ Major: 1 }) },
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.status).toBe(
      'Deployment Blocked: main.js (1 Critical violation, 2 Major violations); db.js (1 Major violation).',
    );
    expect(verdict.blockingFiles).toEqual(['main.js', 'db.js']);
  });

  it('counts findings by severity', () => {
    expect(countBySeverity([{ severity: 'Major' }, { severity: 'Major' }, { severity: 'Trivial' }])).toEqual(
      counts({ Major: 2, Trivial: 1 }),
    );
  });
});
