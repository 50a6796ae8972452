/**
 * What counts as a step's decision: a control the player can use now. Glossary terms and rule citations inside a step's
 * text explain the decision rather than make it (as does any button marked `data-explains`, a rule link beside a choice),
 * and a box that takes the focus only to scroll is no decision either, so the focus skips them (issue 29: "focus moves to
 * the step's first control"). A whole that is chosen within by arrows (the PBS map, marked `data-decision`) is one.
 */
export const DECISION_CONTROL =
  'button:not([disabled]):not([aria-disabled="true"]):not(.glossary-term):not(.rule-citation):not([data-explains]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), :is([role="button"], [role="radio"], [role="checkbox"], [role="option"])[tabindex="0"]:not([aria-disabled="true"]), [data-decision][tabindex="0"]';

/** Whether an element is laid out (not inside a closed disclosure or a hidden panel); a DOM without layout (tests) counts every element. */
function shown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return !element.closest('[hidden]');
}

/** The first control of a step's decision within `root`, in reading order; null while the step's screen is still loading. */
export function firstDecisionControl(root: ParentNode): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(DECISION_CONTROL)) {
    // A file input is drawn by its label; anything else hidden is not the decision.
    if (element instanceof HTMLInputElement && element.type === 'file') continue;
    if (shown(element)) return element;
  }
  return null;
}

/** Whether the player asked for less motion: the page then jumps where it would glide. */
function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Moves the focus to the step's first control once it is there (a later step's screen loads with its code, so it may
 * come a moment after the step begins); the heading takes it when the step has no control. The focus never scrolls the
 * page: within a step the page stays where the player left it (issue 38), and the focus goes where the screen marks
 * `data-step-focus` if it does (`"show"`: brought into view, a new player's turn within the step). On a new step, `top` (its heading) is brought
 * to the top of the window once the screen is there, so whose turn it is and the decision under it open together.
 * Returns how to stop waiting.
 */
export function focusFirstControl(root: HTMLElement, fallback: HTMLElement | null, top: HTMLElement | null = null): () => void {
  const tryFocus = (): boolean => {
    if (root.querySelector('.loading')) return false;
    top?.scrollIntoView?.({ block: 'start', behavior: reducedMotion() ? 'instant' : 'smooth' });
    // Within a step, a screen may name where its player goes on (the same place in a list, or whose turn it is now).
    const claimed = top ? null : root.querySelector<HTMLElement>('[data-step-focus]');
    if (claimed) {
      claimed.focus({ preventScroll: true });
      if (claimed.dataset.stepFocus === 'show') claimed.scrollIntoView?.({ block: 'nearest' });
      return true;
    }
    const control = firstDecisionControl(root);
    (control ?? fallback)?.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
