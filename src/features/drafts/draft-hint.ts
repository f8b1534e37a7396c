import { readPageData } from '../../lib/page-data';

const spent = new Set<string>();

/**
 * Whether the server said this browser holds no draft of the form (it sent no draft cookie with the page): the form
 * opens fresh at once, as the server drew it, without asking. True for the page's first showing of the form only.
 */
export function knownWithoutDraft(formId: string): boolean {
  return !spent.has(formId) && (readPageData().noDraft ?? []).includes(formId);
}

/** Once the form has been shown, a draft may exist: the next showing asks the server. */
export function spendDraftHint(formId: string): void {
  spent.add(formId);
}

/** Tests start each case with every hint unspent. */
export function forgetDraftHints(): void {
  spent.clear();
}
