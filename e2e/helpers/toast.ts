import type { Page } from '@playwright/test';

/**
 * The toast card on screen with this title. Radix also announces each toast in a role="status"
 * live region, but removes that after one second; the card stays for the toast's five seconds,
 * so a test that looks for the announcement races a one-second window.
 */
export function toastCard(page: Page, title: string) {
  return page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: title });
}
