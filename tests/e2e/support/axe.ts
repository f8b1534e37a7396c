import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA, as issue 8 asks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and throws one readable line per failing element (rule, element,
 * what to fix). The page must come from `browser.newContext()` then `context.newPage()`.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // Violations only (about 10% faster); options() replaces the whole option object, so it goes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  if (results.violations.length === 0) return;
  const lines = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `- ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
  throw new Error(`axe found ${lines.length} problem(s) on ${where}:\n${lines.join('\n')}`);
}

/** Reflow (WCAG 1.4.10), which axe does not check: nothing pushes the page wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = (await page.evaluate(
    '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
  )) as {
    scrollWidth: number;
    innerWidth: number;
  };
  if (scrollWidth > innerWidth) throw new Error(`${where} is ${scrollWidth} px wide in a ${innerWidth} px viewport`);
}

/** axe's WCAG 2.2 AA rules and reflow, on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await expectNoSidewaysScroll(page, where);
  await expectNoAxeViolations(page, where);
}
