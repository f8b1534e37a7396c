import { memo } from 'react';
import { useFormWords } from './form-words';

export type StepState = 'completed' | 'active' | 'inactive';

/** Where the applicant is: steps completed, active or inactive (vertical on narrow screens, by CSS); drawn again only on a move. */
export const Stepper = memo(function Stepper({ titles, current }: { titles: string[]; current: number }) {
  const { t, number } = useFormWords();
  if (titles.length < 2) return null;
  return (
    <nav className="stepper" aria-label={t('stepper.label')}>
      <ol>
        {titles.map((title, index) => {
          const state: StepState = index < current ? 'completed' : index === current ? 'active' : 'inactive';
          return (
            <li key={title + index} className={`stepper-step stepper-${state}`} aria-current={state === 'active' ? 'step' : undefined}>
              <span className="stepper-number" aria-hidden="true">
                {state === 'completed' ? '✓' : number(index + 1)}
              </span>
              <span className="stepper-title">
                {title}
                <span className="visually-hidden">
                  {state === 'completed' ? ` ${t('stepper.completed')}` : state === 'inactive' ? ` ${t('stepper.notStarted')}` : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
