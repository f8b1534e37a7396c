import type { OrganiserRole } from '../session/use-organiser';
import { usePublishedForms } from './overview-api';

export interface OverviewKind {
  kind: string;
  title: string;
}

const BUILT_IN: OverviewKind[] = [
  { kind: 'bootcamp', title: 'Bootcamp' },
  { kind: 'hackathon', title: 'Teams' },
];

// Forms whose answers are no applications of their own (team member rows, seat confirmations), or are the built-in two.
const NOT_OWN_KINDS = new Set(['bootcamp', 'hackathon', 'hackathon-team', 'member', 'bootcamp-confirmation']);

/** The kinds the overview counts: bootcamp and teams for everyone, and each other published form. */
export function useOverviewKinds(role: OrganiserRole): { kinds: OverviewKind[]; formsError?: Error } {
  const forms = usePublishedForms(role !== 'door');
  const others = (forms.data ?? [])
    .filter((form) => !NOT_OWN_KINDS.has(form.formId))
    .map((form) => ({ kind: form.formId, title: form.title || form.formId }));
  return { kinds: [...BUILT_IN, ...others], formsError: forms.error ?? undefined };
}
