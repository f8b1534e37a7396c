import { useFormWords } from './form-words';
import { useTypewriter } from './use-typewriter';

/** An assistant's explanation under a field's message: typed out for the eyes, whole at once for screen readers. */
export function FieldExplanation({ id, text }: { id: string; text: string }) {
  const typed = useTypewriter(text);
  const { t } = useFormWords();
  return (
    // Named by the control's aria-describedby, so it is heard with the field rather than announced on its own.
    <div id={id} className="field-explanation">
      <span className="visually-hidden">
        {t('field.explanation')} {text}
      </span>
      <span aria-hidden="true" data-testid="explanation">
        {typed}
      </span>
    </div>
  );
}
