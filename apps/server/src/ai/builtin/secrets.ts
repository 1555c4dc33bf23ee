/**
 * Hard-coded secrets the assistant always reports when asked about security: a string literal
 * assigned to a secret name (`PASSWORD = "hunter2"`), however short. The engine's SEC004 skips
 * values shorter than its minimum to keep reviews quiet; a security question wants every one.
 */
import { getRule, isSecretName, type Finding } from '@hammurabi/analysis';

// NAME = "value", name: 'value', String name = "value", "name": "value" — the name, then a literal.
const ASSIGNMENT =
  /^\s*(?:(?:export|const|let|var|final|private|public|protected|static|readonly|String|val)\s+)*["']?([A-Za-z_$][\w$-]*)["']?\s*(?::\s*[\w<>[\]]+\s*)?[:=]\s*(["'`])([^"'`]+)\2/;
// Values that are clearly not a secret: empty, a placeholder or the name of an environment variable.
const NOT_A_SECRET = /^(?:<.*>|\$\{.*\}|x+|\*+|changeme|your[-_ ].*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)$/i;

/** The secrets written into the code that `reported` (the engine's findings) does not already cover. */
export function unreportedSecrets(lines: readonly string[], reported: readonly Finding[]): Finding[] {
  const covered = new Set(
    reported.filter((finding) => finding.ruleId === 'SEC004').map((finding) => finding.startLine),
  );
  const rule = getRule('SEC004');
  const found: Finding[] = [];
  lines.forEach((line, index) => {
    const match = ASSIGNMENT.exec(line);
    const [name, value] = [match?.[1] ?? '', match?.[3] ?? ''];
    if (!match || covered.has(index + 1) || !isSecretName(name) || NOT_A_SECRET.test(value.trim())) return;
    found.push({
      ruleId: 'SEC004',
      ruleName: rule?.name ?? 'Hard-coded secret',
      category: 'security',
      severity: 'Critical',
      message: `\`${name}\` holds a secret written into the code; anyone who can read the code or its history has it.`,
      startLine: index + 1,
      endLine: index + 1,
      fix: 'Read it from the environment or a secret store (os.environ["…"], process.env.…, System.getenv("…")) and rotate the exposed value.',
    });
  });
  return found;
}
