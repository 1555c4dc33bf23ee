import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** Limits of one sandboxed process. */
export interface ProcessLimits {
  wallMs: number;
  cpuSeconds: number;
  /** Address space in bytes (the JVM needs about 700 MB of reservations with the flags below). */
  addressSpaceBytes: number;
  /** Processes and threads of the run's user; the JVM alone starts about 20. */
  processes: number;
  /** Largest single file the program may write. */
  fileBytes: number;
  stdoutMaxBytes: number;
  stderrMaxBytes: number;
}

/** A host folder seen inside the sandbox. */
export interface SandboxMount {
  host: string;
  sandbox: string;
  writable: boolean;
}

export interface SandboxRun {
  /** Host folders to show inside; everything else is read-only or absent. */
  mounts: SandboxMount[];
  /** Private, writable, size-capped memory folders (e.g. /tmp), gone when the run ends. */
  scratch: { path: string; bytes: number }[];
  /** The working directory inside the sandbox. */
  chdir: string;
  /** The user id it runs as when the runner is root (see run-user.ts). */
  uid: number;
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
    ...run.scratch.flatMap((scratch) => ['--size', String(scratch.bytes), '--tmpfs', scratch.path]),
    ...run.mounts.flatMap((mount) => [mount.writable ? '--bind' : '--ro-bind', mount.host, mount.sandbox]),
    // The root and /dev are memory file systems with no size limit: both read-only, so the only
    // writable space is the capped scratch folders (and binds the caller asked for).
    ...['--remount-ro', '/dev', '--remount-ro', '/', '--chdir', run.chdir],
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
 * The full command line: drop to the run's own user (when root), set the kernel limits, then
 * enter bubblewrap. Everything runs in a new process group so a timeout kills all of it.
 */
export function sandboxCommand(run: SandboxRun): string[] {
  const { limits } = run;
  const dropPrivileges =
    process.getuid?.() === 0 ? ['setpriv', `--reuid=${run.uid}`, `--regid=${run.uid}`, '--clear-groups', '--'] : [];
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
    // Decoders keep a character split across two reads whole.
    const stdoutText = new StringDecoder('utf8');
    const stderrText = new StringDecoder('utf8');
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
    if (run.signal?.aborted) onAbort();
    run.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > run.limits.stdoutMaxBytes) return stop('output_limit');
      stdout += stdoutText.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const room = run.limits.stderrMaxBytes - stderrBytes;
      stderrBytes += chunk.length;
      if (room > 0) stderr += stderrText.write(chunk.subarray(0, room));
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
      stdout += stdoutText.end();
      stderr += stderrText.end();
      const exit = ending ?? (code === 0 ? 'ok' : 'error');
      resolve({ exit, exitCode: code, stdout, stderr, durationMs: performance.now() - started });
    });
  });
}
