import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runJavaJob } from './java-runner.ts';

const execFileAsync = promisify(execFile);

/** What the playground tells users when Java cannot run on this server. */
export const JAVA_ENABLE_HINT =
  'Ask the administrator to install it: `apt-get install default-jdk-headless bubblewrap`, then restart the server.';

export interface JavaAvailability {
  available: boolean;
  reason: string | null;
}

async function hasCommand(name: string): Promise<boolean> {
  try {
    await execFileAsync('sh', ['-c', `command -v ${name}`], { env: { PATH: '/usr/bin:/bin:/usr/sbin:/sbin' } });
    return true;
  } catch {
    return false;
  }
}

const SELF_TEST = `import java.nio.file.*;
public class Main {
  public static void main(String[] args) throws Exception {
    String name = new java.util.Scanner(System.in).nextLine();
    try { Files.writeString(Path.of("/work/escaped"), "x"); System.out.println("writable"); }
    catch (Exception e) { System.out.println("Hello, " + name); }
  }
}`;

/**
 * Checks that Java can run safely here: javac, java, bwrap, setpriv and prlimit exist, and a
 * program compiled and run in the sandbox reads its input and cannot write to its own folder.
 */
export async function checkJavaAvailability(): Promise<JavaAvailability> {
  const missing: string[] = [];
  for (const command of ['javac', 'java', 'bwrap', 'prlimit', 'setpriv']) {
    if (!(await hasCommand(command))) missing.push(command);
  }
  if (missing.length > 0) {
    return {
      available: false,
      reason: `Java is not available on this server: ${missing.join(', ')} not found. ${JAVA_ENABLE_HINT}`,
    };
  }
  const outcome = await runJavaJob({
    code: SELF_TEST,
    tests: [{ id: 'self-test', name: 'self-test', input: 'sandbox\n', expectedOutput: 'Hello, sandbox' }],
    timeLimitMs: 10_000,
  });
  const result = outcome.results[0];
  if (!outcome.compile.ok || result?.status !== 'passed') {
    const detail = outcome.compile.ok ? result?.stderr || result?.actualOutput || 'no output' : outcome.compile.output;
    return {
      available: false,
      reason: `Java is turned off: the sandbox self-test failed (${detail.split('\n')[0]?.slice(0, 200)}). ${JAVA_ENABLE_HINT}`,
    };
  }
  return { available: true, reason: null };
}
