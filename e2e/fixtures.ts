import { test as base, expect } from '@playwright/test';

/**
 * Every test fails if the page logs a console error or warning or throws, so broken pages cannot
 * pass quietly. Tests that provoke an error on purpose list it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'console errors and warnings on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
