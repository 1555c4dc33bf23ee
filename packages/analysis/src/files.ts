/** Recognising test files and matching a source file to its tests (Law of Tested Units). */
import { baseName } from './language.ts';

const TEST_NAME_PATTERNS: readonly RegExp[] = [
  /[._-](test|spec|tests|specs)\.[a-z0-9]+$/i, // name.test.ts, name.spec.js, name_test.go, name-test.js
  /^test_.+\.py$/i, // test_name.py
  /^tests?\.py$/i, // tests.py (Django)
  /^conftest\.py$/i,
  /[a-z0-9](Test|Tests|Spec|IT)\.(java|kt|kts|cs|swift|scala|php)$/, // NameTest.java, NameTests.cs
];

const TEST_DIRECTORIES = /(^|[\\/])(__tests__|__mocks__|tests?|spec|specs|e2e|testing)[\\/]/i;

/** True when the file is a test (by name or by living in a test directory). */
export function isTestFile(filename: string): boolean {
  const base = baseName(filename);
  return TEST_NAME_PATTERNS.some((pattern) => pattern.test(base)) || TEST_DIRECTORIES.test(filename);
}

/** The name a test would use for this file: base name without extension and test suffixes. */
export function unitName(filename: string): string {
  let stem = baseName(filename);
  const dot = stem.indexOf('.');
  if (dot > 0) stem = stem.slice(0, dot);
  return stem
    .replace(/^test_/i, '')
    .replace(/[._-](test|spec|tests|specs)$/i, '')
    .replace(/(Test|Tests|Spec|IT)$/, '')
    .toLowerCase()
    .replace(/[-_]/g, '');
}

/** True when some project file is a test whose unit name matches this file's. */
export function hasMatchingTest(filename: string, projectFiles: readonly string[]): boolean {
  const unit = unitName(filename);
  return projectFiles.some((other) => other !== filename && isTestFile(other) && unitName(other) === unit);
}

/** True for files such as vite.config.ts or setup.py that configure tools rather than export behaviour. */
export function isConfigFile(filename: string): boolean {
  const base = baseName(filename).toLowerCase();
  return (
    /\.config\.[a-z]+$/.test(base) ||
    /^(setup|manage|conftest|settings|wsgi|asgi)\.py$/.test(base) ||
    /^\..+rc\.[a-z]+$/.test(base)
  );
}
