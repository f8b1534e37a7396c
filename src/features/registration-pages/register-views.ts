/** What /register shows in turn: the draft offer, the entry page, the already-applied screen, the team form, the outcome. */
export type RegisterView = 'draft' | 'entry' | 'applied' | 'form' | 'done';

interface RegisterState {
  done: boolean;
  draftReady: boolean;
  entered: boolean;
  applied: boolean;
}

export function registerView({ done, draftReady, entered, applied }: RegisterState): RegisterView {
  if (done) return 'done';
  if (!draftReady) return 'draft';
  if (!entered) return 'entry';
  return applied ? 'applied' : 'form';
}

/** The heading a view starts with: the entry page's, the already-applied screen's, the team form's current step. */
export function registerViewHeading(view: RegisterView): HTMLElement | null {
  if (view === 'entry') return document.getElementById('entry-title');
  if (view === 'applied') return document.getElementById('applied-title');
  if (view !== 'form') return null;
  const labelledBy = document.querySelector('form.form-renderer[aria-labelledby]')?.getAttribute('aria-labelledby');
  return labelledBy ? document.getElementById(labelledBy) : null;
}

/** Continue, Change and 'Register a new team instead' are the applicant's; a draft's banner and the outcome focus themselves. */
export const movedByApplicant = (from: RegisterView, to: RegisterView) => from === 'entry' || to === 'entry';
