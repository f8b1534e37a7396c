import type { WidgetProps } from '../lib/widget-contract';
import { Badge, badgeId } from './badge';
import { asText, joinIds, onFocusLeave } from './widget-helpers';
import { useWidgetWords } from './widget-words';

/**
 * Native radios; the field slot draws the fieldset and legend. The first radio carries `id`, so the
 * error summary's link lands on the group.
 */
export function RadioGroup(props: WidgetProps<string>) {
  const { id, value, onChange, onBlur, invalid, describedBy, required, disabled, options, optionsLoading, badge } = props;
  const { t } = useWidgetWords();
  if (options.length === 0) {
    return (
      <p id={id} className="widget-empty">
        {optionsLoading ? t('widget.loading') : t('widget.noResults')}
      </p>
    );
  }
  const chosen = asText(value);
  const ariaDescribedBy = joinIds(describedBy, badge && badgeId(id));
  return (
    <div className="widget-radios" onBlur={onFocusLeave(onBlur)}>
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={option.value} className="widget-radio">
            <input
              type="radio"
              id={optionId}
              name={id}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={invalid}
              aria-describedby={ariaDescribedBy}
              // aria-required is not allowed on a radio; `required` on one radio makes the group required.
              required={required}
              disabled={disabled}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
      <Badge controlId={id} text={badge} />
    </div>
  );
}
RadioGroup.layout = 'group' as const;
