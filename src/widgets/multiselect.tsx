import { useEffect, useMemo, useState } from 'react';
import ReactSelect from 'react-select';
import type { Option } from '../engine/index';
import type { WidgetProps } from '../lib/widget-contract';
import { Badge, badgeId } from './badge';
import { NoncedStyles } from './nonced-styles';
import { ChoiceAriaContext, choiceComponents, choiceStyles, filterByLabel, formatOptionLabel, useChoiceWords } from './choice-shared';
import { joinIds } from './widget-helpers';

/** How long the search text must rest before the list is filtered (specification section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

const styles = choiceStyles<true>();

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Several answers from a searchable list; the value is the array of chosen option values. */
export function Multiselect(props: WidgetProps<string[]>) {
  const { field, id, value, onChange, onBlur, invalid, describedBy, required, disabled, options, optionsLoading, badge } = props;
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  // Clearing the search shows every option at once; only narrowing waits.
  const filterText = search === '' ? '' : debounced;
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const selected = chosen.map((item) => options.find((option) => option.value === item) ?? { label: item, value: item });
  const ariaDescribedBy = joinIds(describedBy, badge && badgeId(id));
  const aria = useMemo(() => ({ describedBy: ariaDescribedBy, required }), [ariaDescribedBy, required]);
  const words = useChoiceWords(field.placeholder);

  return (
    <NoncedStyles>
      <ChoiceAriaContext value={aria}>
        <ReactSelect<Option, true>
          isMulti
          inputId={id}
          className="widget-select"
          classNamePrefix="select"
          options={options}
          value={selected}
          onChange={(next) => onChange(next.map((option) => option.value))}
          inputValue={search}
          onInputChange={setSearch}
          filterOption={(option) => filterByLabel(option, filterText)}
          onBlur={onBlur}
          aria-invalid={invalid}
          isDisabled={disabled}
          isLoading={optionsLoading}
          closeMenuOnSelect={false}
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
