import bootcamp from '../../forms/bootcamp.json';
import { checkDefinition, type FormDefinition, type Option } from '../../src/engine/index';
import { FormRenderer } from '../../src/form-react/form-renderer';
import { defaultWidgets } from '../../src/widgets/default-widgets';
import { BOOTCAMP_STEP } from './bootcamp-step';
import type { Subject } from './subject';

/** The server's lists answer with the definition's own options, at once: the bench measures the renderer, not the network. */
function listsOf(definition: FormDefinition): (endpoint: string) => Promise<Option[]> {
  const lists = new Map(definition.fields.flatMap((field) => (field.endpoint ? [[field.endpoint, field.options] as const] : [])));
  return (endpoint) => Promise.resolve(lists.get(endpoint) ?? []);
}

/** The real three-step bootcamp form, opened on its Personal Information step as a resumed draft opens it. */
export function createBootcampSubject(): Subject {
  const start = performance.now();
  const checked = checkDefinition(bootcamp);
  const checkMs = performance.now() - start;
  if (!checked.ok)
    throw new Error(`checkDefinition refused forms/bootcamp.json: ${checked.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const { definition } = checked;
  return {
    element: (
      <FormRenderer
        definition={definition}
        widgets={defaultWidgets}
        onSubmit={() => undefined}
        initialStep={BOOTCAMP_STEP}
        fetchOptions={listsOf(definition)}
      />
    ),
    checkMs,
    errors: { listItem: '.error-summary li', fieldMessage: '.field-error' },
  };
}
