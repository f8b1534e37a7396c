import { useQuery } from '@tanstack/react-query';
import { NOT_OTHER_FORMS } from '../applications/kinds';
import { consoleFetch } from '../console-api';
import type { OtherForm } from './nav-items';

const NONE: OtherForm[] = [];

/** The published forms with applications of their own beyond bootcamp and teams; only admins may list forms. */
export function useOtherForms(enabled: boolean): OtherForm[] {
  const forms = useQuery({
    queryKey: ['console', 'nav', 'forms'],
    queryFn: async ({ signal }) => (await consoleFetch<{ data: OtherForm[] }>('/admin/forms', { signal })).data,
    select: (data) => data.filter((form) => !NOT_OTHER_FORMS.has(form.formId)),
    enabled,
    staleTime: 5 * 60_000,
  });
  return forms.data ?? NONE;
}
