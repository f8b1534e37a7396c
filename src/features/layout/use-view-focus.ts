import { useEffect, useRef } from 'react';
import { moveFocus, whenFound } from './arrival-focus';

/**
 * When a page swaps one view for another (an entry form for the form it leads to), the control just
 * pressed goes with the old view: focus moves to what `target` finds for the new view, once it is drawn,
 * if `moves(from, to)` says this change is the applicant's doing. `target` and `moves` must be stable.
 */
export function useViewFocus<View extends string>(
  view: View,
  target: (view: View) => HTMLElement | null,
  moves: (from: View, to: View) => boolean,
): void {
  const shown = useRef(view);
  useEffect(() => {
    const from = shown.current;
    shown.current = view;
    if (from === view || !moves(from, view)) return;
    const before = document.activeElement;
    return whenFound(
      () => target(view),
      (element) => moveFocus(element, before, { scroll: true }),
    );
  }, [view, target, moves]);
}
