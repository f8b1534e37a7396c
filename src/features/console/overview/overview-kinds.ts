import { useT } from '../../../lib/i18n/translate';
import type { OrganiserRole } from '../session/use-organiser';
import { usePublishedForms } from './overview-api';

export interface OverviewKind {
  kind: string;
  title: string;
}

// Forms whose answers are no applications of their own (team member rows, seat confirmations), or are the built-in two.
const NOT_OWN_KINDS = new Set(['bootcamp', 'hackathon', 'hackathon-team', 'member', 'bootcamp-confirmation']);

/** The kinds the overview counts: bootcamp and teams for everyone, and each other published form. */
export function useOverviewKinds(role: OrganiserRole): { kinds: OverviewKind[]; formsError?: Error } {
  const t = useT();
  const forms = usePublishedForms(role !== 'door');
  const builtIn: OverviewKind[] = [
    { kind: 'bootcamp', title: t('console.kind.bootcamp') },
    { kind: 'hackathon', title: t('console.kind.teams') },
  ];
  const others = (forms.data ?? [])
    .filter((form) => !NOT_OWN_KINDS.has(form.formId))
    .map((form) => ({ kind: form.formId, title: form.title || form.formId }));
  return { kinds: [...builtIn, ...others], formsError: forms.error ?? undefined };
}
