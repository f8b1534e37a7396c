import { checkDefinition } from '../../src/engine/index';
import { FormRenderer } from '../../src/form-react/form-renderer';
import { defaultWidgets } from '../../src/widgets/default-widgets';
import { benchDefinition } from './fields';
import type { Subject } from './subject';

export function createSubject(count: number): Subject {
  const start = performance.now();
  const checked = checkDefinition(benchDefinition(count));
  const checkMs = performance.now() - start;
  if (!checked.ok)
    throw new Error(`checkDefinition refused the bench form: ${checked.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return {
    element: <FormRenderer definition={checked.definition} widgets={defaultWidgets} onSubmit={() => undefined} review={false} />,
    checkMs,
    errors: { listItem: '.error-summary li', fieldMessage: '.field-error' },
  };
}
