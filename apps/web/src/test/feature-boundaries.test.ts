import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own lint configuration, applied to a probe file inside the chat feature. Only
// the import rules matter here, so the type-aware rules are switched off and no TypeScript
// program is built: the probe lints in well under a second.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const probe = 'apps/web/src/features/chat/components/boundary-probe.tsx';
const boundaryRules = new Set(['no-restricted-imports', 'no-restricted-syntax', 'import-x/no-restricted-paths']);

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

/** The boundary findings for `source` written in a file of the chat feature. */
async function boundaryFindings(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: probe });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && boundaryRules.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const otherFeature = /Features do not import each other/;

// Linting loads the whole configuration and its plugins, which takes far longer on a busy machine.
describe('web features do not import each other', { timeout: 60_000 }, () => {
  it.each([
    ['a relative import()', `export const load = () => import('../../projects/api/create-project');`],
    ['a static relative import', `export { useCreateProject } from '../../projects/api/create-project';`],
    ['an aliased import()', `export const load = () => import('@/features/projects/api/create-project');`],
    ['a static aliased import', `export { useCreateProject } from '@/features/projects/api/create-project';`],
  ])('refuses %s of another feature', async (_name, source) => {
    const findings = await boundaryFindings(source);
    expect(findings.some((finding) => otherFeature.test(finding))).toBe(true);
  });

  it.each([
    ['its own feature, relatively', `export const load = () => import('../lib/message-format');`],
    ['its own feature by alias', `export const load = () => import('@/features/chat/lib/message-format');`],
    ['shared lib code', `export const load = () => import('../../../lib/paths');`],
  ])('lets a feature import %s', async (_name, source) => {
    expect(await boundaryFindings(source)).toEqual([]);
  });
});
