import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1 at levels A and AA: the product's accessibility promise, judged on every page. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScan {
  /** Only these parts of the page (CSS selectors); the whole page when absent. */
  include?: string | string[];
  /** Every finding, not only the serious and critical ones. */
  everyImpact?: boolean;
  /**
   * Judge the page at rest: the pointer moved off (a hovered button is drawn lighter) and motion
   * reduced (a page fading in is lighter still). The reduced motion stays on for the page.
   */
  atRest?: boolean;
}

/**
 * The axe findings on the page, one line each ("rule: target (why, and what axe measured, such as
 * the colours of a contrast finding)"), for
 * `expect(await axeViolations(page)).toEqual([])`: serious and critical ones unless `everyImpact`.
 */
export async function axeViolations(page: Page, scan: AxeScan = {}): Promise<string[]> {
  if (scan.atRest) {
    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
  }
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of [scan.include ?? []].flat()) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => scan.everyImpact || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''} ${JSON.stringify(node.any[0]?.data ?? '')})`).join(', ')}`,
    );
}
