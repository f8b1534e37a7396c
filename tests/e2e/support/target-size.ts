import type { Page } from 'playwright-core';

export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible control of the page smaller than 24 x 24 CSS px (WCAG 2.2, 2.5.8 Target Size), measured
 * where a pointer hits it: a hidden file input by its drop zone, a select's text input by its box, a radio
 * or checkbox by the larger of itself and its label (both activate it: the "equivalent" exception). Links
 * inside a sentence are left out (the "inline" exception: their height is the line's). Evaluated in the page.
 */
export async function smallTargets(page: Page, minimum = 24): Promise<SmallTarget[]> {
  return (await page.evaluate(`(() => {
    const CONTROLS = ['a[href]', 'button', 'input:not([type=hidden])', 'select', 'textarea', 'summary', '[role=button]', '[role=link]',
      '[role=checkbox]', '[role=radio]', '[role=switch]', '[role=tab]', '[tabindex]:not([tabindex="-1"])'].join(', ');
    const rendered = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const labelOf = (el) => el.closest('label') ?? (el.id ? document.querySelector('label[for="' + CSS.escape(el.id) + '"]') : null);
    const area = (rect) => rect.width * rect.height;
    const boxOf = (el) => {
      if (el.matches('input[type=file]')) return (el.closest('.widget-dropzone') ?? el).getBoundingClientRect();
      const select = el.closest('[class*="select__control"]');
      if (select) return select.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      const label = el.matches('input[type=radio], input[type=checkbox]') ? labelOf(el) : null;
      const other = label && rendered(label) ? label.getBoundingClientRect() : null;
      return other && area(other) > area(own) && other.height >= own.height ? other : own;
    };
    // A link in running text: its block holds words of its own besides the link's.
    const inSentence = (el) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement?.closest('p, li, dd, td, label, span, div');
      if (!block) return false;
      const own = (block.textContent || '').replace(el.textContent || '', '');
      return /[A-Za-z]{2,}/.test(own);
    };
    const nameOf = (el) => {
      const label = labelOf(el);
      const text = el.getAttribute('aria-label') || (label && label.textContent) || el.textContent || el.tagName;
      const classes = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
      return el.tagName.toLowerCase() + classes + ' "' + text.replace(/\\s+/g, ' ').trim().slice(0, 50) + '"';
    };
    const small = [];
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (!rendered(el) || inSentence(el)) continue;
      const box = boxOf(el);
      // Visually hidden (a skip link at rest, a clipped input without a visible stand-in): nothing to hit.
      if (box.width <= 1 || box.height <= 1) continue;
      const round = (pixels) => Math.round(pixels * 10) / 10;
      const under = box.width < ${minimum} - 0.01 || box.height < ${minimum} - 0.01;
      if (under) small.push({ name: nameOf(el), width: round(box.width), height: round(box.height) });
    }
    return small;
  })()`)) as SmallTarget[];
}
