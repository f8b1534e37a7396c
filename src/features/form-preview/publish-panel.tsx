import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useFormWords, Words } from '../../form-react/index';
import { consoleFetch } from '../console/console-api';
import { PublishRefusal } from './publish-refusal';

// The server's rule for form ids (server/routes/form-steps.ts).
const FORM_ID = /^[A-Za-z0-9_-]{1,100}$/;

interface Published {
  id: string;
  version: number;
}

/** Publishes the checked definition as a new version of a form, through the console's session (admins only). */
export function PublishPanel({ definition, initialFormId }: { definition: unknown; initialFormId: string }) {
  const words = useFormWords();
  const { t } = words;
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
      <h2 id={`${hintId}-title`}>{t('preview.publish.title')}</h2>
      <label htmlFor={`${hintId}-form`}>{t('preview.publish.formId')}</label>
      <input
        id={`${hintId}-form`}
        value={formId}
        onChange={(event) => setFormId(event.target.value)}
        aria-describedby={`${hintId}-hint`}
        aria-invalid={formId !== '' && !valid}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
      />
      <p id={`${hintId}-hint`} className="preview-hint">
        <Words id="preview.publish.hint" values={{ address: `/form/${valid ? formId : '<id>'}` }} components={{ 0: <span dir="ltr" /> }} />
      </p>
      <button type="submit" className="button button-primary" disabled={!valid || publish.isPending}>
        {valid ? t('preview.publish.as', { form: formId }) : t('preview.publish.button')}
      </button>
      {publish.isPending ? <p role="status">{t('preview.publish.publishing')}</p> : null}
      {publish.isSuccess ? (
        <p role="status">{t('preview.publish.done', { version: words.number(publish.data.version), form: publish.data.id })}</p>
      ) : null}
      {publish.isError ? <PublishRefusal error={publish.error} /> : null}
    </form>
  );
}
