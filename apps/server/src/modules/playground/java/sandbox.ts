import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The user the sandbox runs as when the server is root: RLIMIT_NPROC does not bind root. */
export const SANDBOX_UID = 65534;

/** Limits of one sandboxed process. */
export interface ProcessLimits {
  wallMs: number;
  cpuSeconds: number;
  /** Address space in bytes (the JVM needs about 700 MB of reservations with the flags below). */
  addressSpaceBytes: number;
  /** Processes and threads of the sandbox user; the JVM alone starts about 20. */
  processes: number;
  /** Largest file the program may write (in its private /tmp). */
  fileBytes: number;
  stdoutMaxBytes: number;
  stderrMaxBytes: number;
}

export interface SandboxRun {
  /** The directory mounted at /work: writable for the compiler, read-only for the program. */
  workDir: string;
  writableWork: boolean;
  command: string[];
  stdin: string;
  limits: ProcessLimits;
  signal?: AbortSignal;
}

export interface SandboxResult {
  exit: 'ok' | 'error' | 'timeout' | 'output_limit' | 'aborted';
  exitCode: number | null;
  stdout: string;
  stderr: string;
  durationMs: number;
}

/** Directories of the read-only root, bound only when the machine has them. */
const READ_ONLY_DIRS = ['/usr', '/etc/alternatives', '/etc/java-17-openjdk', '/etc/java-21-openjdk'];

function bwrapArguments(run: SandboxRun): string[] {
  const binds = READ_ONLY_DIRS.filter((dir) => existsSync(dir)).flatMap((dir) => ['--ro-bind', dir, dir]);
  return [
    ...binds,
    // Debian's merged /usr: /bin, /lib and /lib64 are links into it.
    ...['--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64'],
    ...['--proc', '/proc', '--dev', '/dev'],
    ...['--size', String(16 * 1024 * 1024), '--tmpfs', '/tmp'],
    ...[run.writableWork ? '--bind' : '--ro-bind', run.workDir, '/work', '--chdir', '/work'],
    // No network, no view of the server's processes, IPC or host name.
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    ...['--setenv', 'PATH', '/usr/bin:/bin', '--setenv', 'HOME', '/tmp', '--setenv', 'LANG', 'C.UTF-8'],
    '--',
    ...run.command,
  ];
}

/**
 * The full command line: drop to the sandbox user (when root), set the kernel limits, then
 * enter bubblewrap. Everything runs in a new process group so a timeout kills all of it.
 */
export function sandboxCommand(run: SandboxRun): string[] {
  const { limits } = run;
  const dropPrivileges =
    process.getuid?.() === 0
      ? ['setpriv', `--reuid=${SANDBOX_UID}`, `--regid=${SANDBOX_UID}`, '--clear-groups', '--']
      : [];
  return [
    ...dropPrivileges,
    'prlimit',
    `--cpu=${limits.cpuSeconds}`,
    `--as=${limits.addressSpaceBytes}`,
    `--nproc=${limits.processes}`,
    `--fsize=${limits.fileBytes}`,
    '--core=0',
    '--',
    'bwrap',
    ...bwrapArguments(run),
  ];
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/** Runs one command in the sandbox; never rejects: every ending is a `SandboxResult`. */
export function runInSandbox(run: SandboxRun): Promise<SandboxResult> {
  const [file, ...args] = sandboxCommand(run);
  const started = performance.now();
  return new Promise((resolve) => {
    // The sandbox inherits nothing from the server's environment: its secrets stay out of /proc.
    const child = spawn(file!, args, { env: { PATH: '/usr/bin:/bin' }, detached: true, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let ending: SandboxResult['exit'] | null = null;
    const stop = (reason: SandboxResult['exit']) => {
      ending ??= reason;
      killGroup(child.pid);
    };
    const timer = setTimeout(() => stop('timeout'), run.limits.wallMs);
    const onAbort = () => stop('aborted');
    run.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > run.limits.stdoutMaxBytes) return stop('output_limit');
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const room = run.limits.stderrMaxBytes - stderrBytes;
      stderrBytes += chunk.length;
      if (room > 0) stderr += chunk.subarray(0, room).toString('utf8');
    });
    // A program that exits without reading its input closes the pipe; that is not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(run.stdin);

    child.on('error', (error) => {
      stderr += `Could not start the sandbox: ${error.message}`;
      ending ??= 'error';
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      killGroup(child.pid);
      const exit = ending ?? (code === 0 ? 'ok' : 'error');
      resolve({ exit, exitCode: code, stdout, stderr, durationMs: performance.now() - started });
    });
  });
}
