// ESLint with eslint-plugin-security (and eslint-plugin-no-unsanitized when present) on the
// engine corpus's JavaScript and TypeScript cases, scored the same way: a finding on a `vuln`
// line counts, any other finding of the plugin is false.
import fs from 'node:fs';
import path from 'node:path';

export async function eslintPeer(corpus, scores) {
  let security;
  try {
    security = (await import('eslint-plugin-security')).default;
  } catch {
    console.log('eslint-plugin-security is not installed: no ESLint column.');
    return;
  }
  const { Linter } = await import('eslint');
  const linter = new Linter({ configType: 'flat' });
  const config = [
    { ...security.configs.recommended, languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
  ];
  let expected = 0;
  let found = 0;
  let falseFindings = 0;
  let engineFound = 0;
  let engineFalse = 0;
  for (const language of ['javascript', 'typescript']) {
    const folder = path.join(corpus, language);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.txt'))) {
      const content = fs.readFileSync(path.join(folder, file), 'utf8');
      // ESLint's parser reads JavaScript; TypeScript cases are left out of the peer's count.
      if (language === 'typescript') continue;
      const vulnerable = new Set();
      content.split('\n').forEach((line, index) => /\/\/\s*vuln\b/.test(line) && vulnerable.add(index + 1));
      const flagged = new Set(
        linter
          .verify(content, config, file.replace(/\.txt$/, ''))
          .filter((message) => message.ruleId)
          .map((message) => message.line),
      );
      expected += vulnerable.size;
      found += [...vulnerable].filter((line) => flagged.has(line)).length;
      falseFindings += [...flagged].filter((line) => !vulnerable.has(line)).length;
      const own = scores.find((score) => score.language === language && file.startsWith(`${score.rule}.`));
      engineFound += own?.found ?? 0;
      engineFalse += own?.falseFindings ?? 0;
    }
  }
  const percent = (part) => `${((100 * part) / Math.max(1, expected)).toFixed(1)} %`;
  console.log(`JavaScript cases: ${expected} vulnerable lines`);
  console.log(`  engine                  recall ${percent(engineFound)}  false ${engineFalse}`);
  console.log(`  ESLint + plugins        recall ${percent(found)}  false ${falseFindings}`);
}
