// A press on Next or Submit first takes focus from the field being left: a message drawn at that moment pushes the
// button from under the pointer and the click is lost. While a pointer is down, work that would move the page waits
// until it is released and its click handled.
let pressed = false;
const waiting: (() => void)[] = [];

function release() {
  if (!pressed) return;
  pressed = false;
  // A timer: the click is dispatched right after the release, in the same task.
  setTimeout(() => {
    for (const run of waiting.splice(0)) run();
  });
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs now, or once the pointer pressed at the moment is released. */
export function afterPress(run: () => void): void {
  if (pressed) waiting.push(run);
  else run();
}
