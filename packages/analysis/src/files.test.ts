import { describe, expect, it } from 'vitest';
import { hasMatchingTest, isTestFile, unitName } from './files.ts';
import { resolveLanguage } from './language.ts';

describe('test files', () => {
  it('recognises test files by name and folder across languages', () => {
    for (const name of [
      'a.test.ts',
      'b.spec.js',
      'test_c.py',
      'd_test.py',
      'e_test.go',
      'FooTest.java',
      'BarTests.cs',
      'src/__tests__/x.ts',
      'tests/helpers.py',
    ]) {
      expect(isTestFile(name), name).toBe(true);
    }
    for (const name of ['contest.ts', 'latest.py', 'testing-library-setup.md', 'attestation.go']) {
      expect(isTestFile(name), name).toBe(false);
    }
  });

  it('matches a source file to its test whatever the naming convention', () => {
    expect(unitName('src/order-service.ts')).toBe(unitName('src/order-service.test.ts'));
    expect(unitName('order_service.py')).toBe(unitName('tests/test_order_service.py'));
    expect(unitName('OrderService.java')).toBe(unitName('OrderServiceTest.java'));
    expect(hasMatchingTest('src/cart.ts', ['src/cart.ts', 'src/cart.spec.ts'])).toBe(true);
    expect(hasMatchingTest('src/cart.ts', ['src/cart.ts', 'src/checkout.test.ts'])).toBe(false);
  });
});

describe('resolveLanguage', () => {
  it('prefers a known extension, then the declared language, then other', () => {
    expect(resolveLanguage('main.py', 'javascript')).toBe('python');
    expect(resolveLanguage('Main', 'C#')).toBe('c#');
    expect(resolveLanguage('script', 'cobol')).toBe('other');
    expect(resolveLanguage('component.tsx', null)).toBe('typescript');
  });
});
