import type { Page } from 'playwright-core';

export interface FocusReport {
  name: string;
  /** The focused control as the applicant sees it (a select's box, an upload's drop zone). */
  box: { top: number; bottom: number; left: number; right: number };
  /** What it is hidden under, if anything: 'header' or 'chat button'. */
  coveredBy: string[];
  /** Whether an outline or ring shows on it or its visible wrapper. */
  indicator: boolean;
  /** Contrast of an outline ring with the surface around it (WCAG 1.4.11 asks 3:1); null for other rings. */
  ringContrast: number | null;
}

/**
 * Where the focused element is and whether the sticky header or the chat button covers any part
 * of it (WCAG 2.4.11), whether a focus ring shows (2.4.7) and stands out from its surface (1.4.11).
 * Evaluated in the page.
 */
export async function focusReport(page: Page): Promise<FocusReport> {
  return (await page.evaluate(`(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { name: 'BODY', box: { top: 0, bottom: 0, left: 0, right: 0 }, coveredBy: [], indicator: true, ringContrast: null };
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
    const rgba = (colour) => (colour.match(/[0-9.]+/g) || []).map(Number);
    const luminance = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const surface = (element) => {
      for (let e = element.parentElement; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c;
      }
      return [255, 255, 255];
    };
    const outlined = [focused, visible, shown].find((e) => { const st = getComputedStyle(e); return st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0; });
    let ringContrast = null;
    if (outlined) {
      const [a, b] = [luminance(rgba(getComputedStyle(outlined).outlineColor)), luminance(surface(outlined))].sort((x, y) => y - x);
      ringContrast = Math.round(((a + 0.05) / (b + 0.05)) * 10) / 10;
    }
    const label = focused.id ? document.querySelector('label[for="' + CSS.escape(focused.id) + '"]') : null;
    const name = (focused.getAttribute('aria-label') || (label && label.textContent) || focused.textContent || focused.tagName).trim().slice(0, 60);
    return { name, box, coveredBy, indicator, ringContrast };
  })()`)) as FocusReport;
}

/** The focused element is on screen, clear of the sticky header and the chat button. */
export async function expectFocusInView(page: Page, where: string): Promise<void> {
  const report = await focusReport(page);
  const height = page.viewportSize()?.height ?? 0;
  const onScreen = report.box.bottom > 0 && report.box.top < height;
  if (!onScreen || report.coveredBy.length > 0) {
    throw new Error(
      `Focus on ${where} (${report.name}) is ${onScreen ? `under the ${report.coveredBy.join(' and ')}` : `off screen at y=${Math.round(report.box.top)}`}`,
    );
  }
}
