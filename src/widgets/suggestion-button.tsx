import type { WidgetProps } from '../lib/widget-contract';
import { useWidgetWords } from './widget-words';

/** Asks the assistant to fill empty answers; it holds no answer of its own. */
export function SuggestionButton({ field, id, onSuggest, suggesting = false, disabled, describedBy }: WidgetProps<undefined>) {
  const { t } = useWidgetWords();
  return (
    <button
      type="button"
      id={id}
      className="widget-suggestion"
      onClick={onSuggest}
      disabled={disabled || suggesting || !onSuggest}
      aria-busy={suggesting}
      aria-describedby={describedBy}
    >
      {suggesting ? t('widget.loading') : field.label}
    </button>
  );
}
SuggestionButton.layout = 'inline' as const;
