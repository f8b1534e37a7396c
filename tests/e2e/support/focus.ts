import type { Page } from 'playwright-core';

export interface FocusReport {
  name: string;
  /** The focused control as the applicant sees it (a select's box, an upload's drop zone). */
  box: { top: number; bottom: number; left: number; right: number };
  /** What it is hidden under, if anything: 'header' or 'chat button'. */
  coveredBy: string[];
  /** Whether an outline or ring shows on it or its visible wrapper. */
  indicator: boolean;
}

/**
 * Where the focused element is and whether the sticky header or the chat button covers any part
 * of it (WCAG 2.4.11), and whether a focus ring shows (2.4.7). Evaluated in the page.
 */
export async function focusReport(page: Page): Promise<FocusReport> {
  return (await page.evaluate(`(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { name: 'BODY', box: { top: 0, bottom: 0, left: 0, right: 0 }, coveredBy: [], indicator: true };
    const visible = focused.closest('.select__control, .widget-dropzone, .widget-check') ?? focused.closest('[class*="select__control"]') ?? focused;
    const shown = focused.matches('.visually-hidden, input[type=file]') || focused.getBoundingClientRect().width <= 1 ? (focused.closest('.widget-dropzone') ?? visible) : visible;
    const rect = shown.getBoundingClientRect();
    const box = { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    // Covered where the topmost element at a point of the control belongs to the header or the chat button.
    const header = document.querySelector('.site-header');
    const toggle = document.querySelector('.chatbot-toggle');
    const coveredBy = [];
    // The middle and the middle of each edge (rounded corners are transparent, so not the corners).
    const inset = 4;
    const [midX, midY] = [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2];
    const points = [[midX, midY], [midX, rect.top + inset], [midX, rect.bottom - inset], [rect.left + inset, midY], [rect.right - inset, midY]];
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || shown.contains(top) || top.contains(focused)) continue;
      if (header && header.contains(top) && !header.contains(focused) && !coveredBy.includes('header')) coveredBy.push('header');
      if (toggle && toggle.contains(top) && toggle !== focused && !coveredBy.includes('chat button')) coveredBy.push('chat button');
    }
    const ring = (element) => {
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const indicator = [focused, visible, shown].some(ring);
    const label = focused.id ? document.querySelector('label[for="' + CSS.escape(focused.id) + '"]') : null;
    const name = (focused.getAttribute('aria-label') || (label && label.textContent) || focused.textContent || focused.tagName).trim().slice(0, 60);
    return { name, box, coveredBy, indicator };
  })()`)) as FocusReport;
}
