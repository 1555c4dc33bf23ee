import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The repository's own lint configuration applied to probe files: the import rules only, so the
// type-aware rules are switched off and no TypeScript program is built.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const modules = path.join(root, 'apps/server/src/modules');

let eslint: ESLint;
let probeDir: string;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
  probeDir = await fs.mkdtemp(path.join(modules, 'reviews', 'cycle-probe-'));
});

afterAll(async () => {
  await fs.rm(probeDir, { recursive: true, force: true });
});

/** The messages of `ruleId` for `source` written as `file`. */
async function findings(file: string, source: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe('server module edges', () => {
  it('refuses an import cycle between two TypeScript modules', async () => {
    const first = path.join(probeDir, 'first.ts');
    const second = path.join(probeDir, 'second.ts');
    await fs.writeFile(first, "import { two } from './second.ts';\nexport const one = () => two();\n");
    await fs.writeFile(second, "import { one } from './first.ts';\nexport const two = (): number => (one ? 2 : 0);\n");
    const cycle = await findings(first, await fs.readFile(first, 'utf8'), 'import-x/no-cycle');
    expect(cycle).toEqual(['Dependency cycle detected']);
  });

  it("refuses a module importing another module's repository", async () => {
    const source = "export { findProjectById } from '../projects/repository.ts';\n";
    const refused = await findings(path.join(modules, 'reviews', 'probe.ts'), source, 'import-x/no-restricted-paths');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/through its service/);
  });

  it('lets a module import its own repository and another module’s service', async () => {
    const source = "export * from './repository.ts';\nexport { loadReadableFile } from '../files/service.ts';\n";
    expect(await findings(path.join(modules, 'reviews', 'probe.ts'), source, 'import-x/no-restricted-paths')).toEqual(
      [],
    );
  });
});
