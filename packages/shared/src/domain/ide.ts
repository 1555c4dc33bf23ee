/**
 * Rules of the Hammurabi IDE shared by the server and the web app: the event log, the release
 * gate and its verdict texts. Zod-free and runtime-neutral.
 */
import { countLabel } from './plural.ts';

/** Severity levels of a finding, most severe first. */
export const IDE_SEVERITIES = ['Critical', 'Major', 'Minor', 'Trivial'] as const;
export type IdeSeverity = (typeof IDE_SEVERITIES)[number];

/** Findings of one file counted by severity. */
export type SeverityCounts = Record<IdeSeverity, number>;

/** The Event Log's lines. */
export const IDE_EVENTS = {
  initialized: 'IDE Initialized',
  run: 'code.run triggered',
  violations: 'hammurabi.violations_detected',
  deploy: 'mcp.deploy triggered',
} as const;
export type IdeEvent = (typeof IDE_EVENTS)[keyof typeof IDE_EVENTS];

/** The only target environment a release goes to. */
export const IDE_ENVIRONMENTS = ['staging'] as const;
export type IdeEnvironment = (typeof IDE_ENVIRONMENTS)[number];
/** Display names of the environments. */
export const IDE_ENVIRONMENT_LABELS: Readonly<Record<IdeEnvironment, string>> = { staging: 'Staging' };

/** Severities that block a release. */
export const BLOCKING_SEVERITIES: readonly IdeSeverity[] = ['Critical', 'Major'];

/** The deployment status while a release is being recorded. */
export const DEPLOYMENT_INITIATED = 'Deployment initiated...';

/**
 * The Event Log lines an output line adds: a run ("Executing …"), a deploy ("Deploying …"), and
 * violations when the step that wrote it left some.
 */
export function ideEventsFor(output: string, violationCount: number): IdeEvent[] {
  const events: IdeEvent[] = [];
  if (output.includes('Executing')) events.push(IDE_EVENTS.run);
  if (output.includes('Deploying')) events.push(IDE_EVENTS.deploy);
  if (violationCount > 0) events.push(IDE_EVENTS.violations);
  return events;
}

/** Zero of every severity. */
export function emptySeverityCounts(): SeverityCounts {
  return { Critical: 0, Major: 0, Minor: 0, Trivial: 0 };
}

/** Counts findings (anything with a severity) by severity. */
export function countBySeverity(findings: readonly { severity: IdeSeverity }[]): SeverityCounts {
  const counts = emptySeverityCounts();
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

/** A file as the gate judges it. */
export interface GatedFile {
  filename: string;
  counts: SeverityCounts;
}

/** The gate's answer: whether the release may go out, and the status line to show. */
export interface GateVerdict {
  passed: boolean;
  status: string;
  /** The files holding Critical or Major findings, in the order given. */
  blockingFiles: string[];
}

function blockingSummary(file: GatedFile): string {
  const parts = BLOCKING_SEVERITIES.filter((severity) => file.counts[severity] > 0).map((severity) =>
    countLabel(file.counts[severity], `${severity} violation`),
  );
  return `${file.filename} (${parts.join(', ')})`;
}

/** The release gate: passes when no file has a Critical or Major finding. */
export function releaseGate(files: readonly GatedFile[], environment: IdeEnvironment = 'staging'): GateVerdict {
  const blocking = files.filter((file) => BLOCKING_SEVERITIES.some((severity) => file.counts[severity] > 0));
  if (blocking.length === 0) {
    return {
      passed: true,
      status: `Deployment Successful to ${IDE_ENVIRONMENT_LABELS[environment]}`,
      blockingFiles: [],
    };
  }
  return {
    passed: false,
    status: `Deployment Blocked: ${blocking.map(blockingSummary).join('; ')}.`,
    blockingFiles: blocking.map((file) => file.filename),
  };
}

/** The output line of a deploy; it contains "Deploying", which the Event Log reacts to. */
export function deployingMessage(projectTitle: string, profileLabel: string, environment: IdeEnvironment = 'staging') {
  return `Deploying ${projectTitle} to ${IDE_ENVIRONMENT_LABELS[environment]} under the ${profileLabel} profile…`;
}
