import { useEffect } from 'react';

/** Inside the header, a dialog or the chat widget, focus is never under the page's own overlays. */
const OUTSIDE_THE_PAGE = 'header, dialog, .chatbot, .skip-link';

/**
 * The root's scroll-padding marks where the sticky header and the chat button cover the page, and
 * browsers honour it only for focus targets that are off screen: one that is partly visible stays
 * partly hidden (WCAG 2.4.11). On focus, such a target is scrolled into the clear region.
 */
export function scrollFocusClear(target: EventTarget | null): void {
  if (!(target instanceof HTMLElement) || target.closest(OUTSIDE_THE_PAGE)) return;
  const root = getComputedStyle(document.documentElement);
  const top = Number.parseFloat(root.scrollPaddingTop) || 0;
  const bottom = Number.parseFloat(root.scrollPaddingBottom) || 0;
  const box = target.getBoundingClientRect();
  if (box.height > window.innerHeight - top - bottom) return; // cannot fit (main, a long group): leave it where it is
  if (box.top < top || box.bottom > window.innerHeight - bottom) target.scrollIntoView({ block: 'nearest' });
}

export function useKeepFocusClear(): void {
  useEffect(() => {
    // A scroll between a button's press and release would lose the click: wait for the release.
    let pressed = false;
    let pending: EventTarget | null = null;
    const onPointerDown = () => {
      pressed = true;
    };
    const onPointerUp = () => {
      pressed = false;
      const target = pending;
      pending = null;
      // Only if it still has focus: the click may have moved it (Next focuses the new step's heading).
      if (target) setTimeout(() => target === document.activeElement && scrollFocusClear(target), 0);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (pressed) pending = event.target;
      else scrollFocusClear(event.target);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
