import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { consoleFetch } from '../console/console-api';

// The server's rule for form ids (server/routes/form-steps.ts).
const FORM_ID = /^[A-Za-z0-9_-]{1,100}$/;

interface Published {
  id: string;
  version: number;
}

/** Publishes the checked definition as a new version of a form, through the console's session (admins only). */
export function PublishPanel({ definition, initialFormId }: { definition: unknown; initialFormId: string }) {
  const [formId, setFormId] = useState(initialFormId);
  const hintId = useId();
  const publish = useMutation<Published, Error, string>({
    mutationFn: async (id) => {
      const answer = await consoleFetch<{ data: Published }>(`/form-steps/${encodeURIComponent(id)}`, { method: 'PUT', body: definition });
      return answer.data;
    },
  });
  const valid = FORM_ID.test(formId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) publish.mutate(formId);
  };
  return (
    <form className="preview-publish" onSubmit={submit} aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`}>Publish</h2>
      <label htmlFor={`${hintId}-form`}>Form id</label>
      <input
        id={`${hintId}-form`}
        value={formId}
        onChange={(event) => setFormId(event.target.value)}
        aria-describedby={`${hintId}-hint`}
        aria-invalid={formId !== '' && !valid}
        autoComplete="off"
        spellCheck={false}
      />
      <p id={`${hintId}-hint`} className="preview-hint">
        Letters, digits, - and _. The form&apos;s next version goes live at once at /form/{valid ? formId : '<id>'}.
      </p>
      <button type="submit" className="button button-primary" disabled={!valid || publish.isPending}>
        {valid ? `Publish as ${formId}` : 'Publish'}
      </button>
      {publish.isPending ? <p role="status">Publishing…</p> : null}
      {publish.isSuccess ? (
        <p role="status">
          Published version {publish.data.version} of {publish.data.id}
        </p>
      ) : null}
      {publish.isError ? <PublishRefusal error={publish.error} /> : null}
    </form>
  );
}

/** The server's refusal, with each problem it names. */
function PublishRefusal({ error }: { error: Error }) {
  const errors = error instanceof ApiError ? Object.entries(error.errors) : [];
  const problems = errors.flatMap(([path, messages]) => messages.map((message) => ({ path, message })));
  return (
    <div role="alert" className="preview-problems preview-error">
      <p>Not published: {error.message}</p>
      {problems.length > 0 ? (
        <ul>
          {problems.map(({ path, message }, index) => (
            <li key={`${path}-${index}`}>
              <code>{path || '(root)'}</code> {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
