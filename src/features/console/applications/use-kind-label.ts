import { useT } from '../../../lib/i18n/translate';
import { useFormDefinition } from '../../registration/use-form-definition';
import { formOfKind, kindLabel, type Kind } from './kinds';

/** Bootcamp, Teams, or the published form's title. */
export function useKindLabel(kind: Kind): string {
  const t = useT();
  const definition = useFormDefinition(formOfKind(kind));
  return kindLabel(t, kind, definition.status === 'ready' ? definition.definition.title : undefined);
}
