import { useMemo } from 'react';
import ReactSelect from 'react-select';
import type { Option } from '../engine/index';
import type { WidgetProps } from '../lib/widget-contract';
import { Badge, badgeId } from './badge';
import { NoncedStyles } from './nonced-styles';
import { ChoiceAriaContext, choiceComponents, choiceStyles, filterByLabel, formatOptionLabel, useChoiceWords } from './choice-shared';
import { asText, joinIds } from './widget-helpers';

const styles = choiceStyles<false>();

/** One answer from a searchable list; the value is the chosen option's value string, '' when none. */
export function Select(props: WidgetProps<string>) {
  const { field, id, value, onChange, onBlur, invalid, describedBy, required, disabled, options, optionsLoading, badge } = props;
  const text = asText(value);
  // An answer missing from the list (a server list not loaded yet) still shows rather than vanishing.
  const selected = text === '' ? null : (options.find((option) => option.value === text) ?? { label: text, value: text });
  const ariaDescribedBy = joinIds(describedBy, badge && badgeId(id));
  const aria = useMemo(() => ({ describedBy: ariaDescribedBy, required }), [ariaDescribedBy, required]);
  const words = useChoiceWords(field.placeholder);

  return (
    <NoncedStyles>
      <ChoiceAriaContext value={aria}>
        <ReactSelect<Option, false>
          inputId={id}
          className="widget-select"
          classNamePrefix="select"
          options={options}
          value={selected}
          onChange={(option) => onChange(option ? option.value : '')}
          onBlur={onBlur}
          aria-invalid={invalid}
          isDisabled={disabled}
          isLoading={optionsLoading}
          isClearable={!required}
          filterOption={filterByLabel}
          formatOptionLabel={formatOptionLabel}
          {...words}
          components={choiceComponents}
          styles={styles}
        />
        <Badge controlId={id} text={badge} />
      </ChoiceAriaContext>
    </NoncedStyles>
  );
}
