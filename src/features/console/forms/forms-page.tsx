import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ScrollTable } from '../parts/scroll-table';
import { formatCairo } from '../settings/cairo-time';
import { usePublishedForms, type PublishedForm } from './forms-api';
import { VersionCompare } from './version-compare';
import './forms.css';
import { LoadProblem } from '../parts/load-problem';

const previewLink = (formId: string, version: number) =>
  `/forms/preview?${new URLSearchParams({ form: formId, version: String(version) })}`;

/** The published forms and their versions: open any version in the preview (where publishing happens) or compare two. */
export function FormsPage() {
  const forms = usePublishedForms();
  return (
    <div className="forms-page">
      <h1>Forms</h1>
      <p>
        Each form keeps every version it was published with; applications remember the version they answered. To change a form, open a
        version in the preview, edit it there and publish it as the next version.
      </p>
      {forms.isPending ? <p role="status">Loading the forms…</p> : null}
      {forms.isError ? <LoadProblem what="The forms" error={forms.error} retry={() => void forms.refetch()} /> : null}
      {forms.data?.length === 0 ? <p>No form is published yet.</p> : null}
      {forms.data?.map((form) => (
        <PublishedFormSection key={form.formId} form={form} />
      ))}
    </div>
  );
}

function PublishedFormSection({ form }: { form: PublishedForm }) {
  const titleId = useId();
  return (
    <section className="forms-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{form.title}</h2>
      <p>
        Form <code>{form.formId}</code>: live version {form.version}, published{' '}
        <time dateTime={form.publishedAt}>{formatCairo(form.publishedAt)}</time> (Cairo time).
      </p>
      <ScrollTable caption={`Versions of ${form.title}, newest first`}>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Published (Cairo time)</th>
            <th scope="col">Preview</th>
          </tr>
        </thead>
        <tbody>
          {form.versions.map((entry) => (
            <tr key={entry.version}>
              <td>
                {entry.version}
                {entry.version === form.version ? ' (live)' : ''}
              </td>
              <td>
                <time dateTime={entry.publishedAt}>{formatCairo(entry.publishedAt)}</time>
              </td>
              <td>
                <Link to={previewLink(form.formId, entry.version)}>
                  Open in preview
                  <span className="visually-hidden">
                    {' '}
                    version {entry.version} of {form.title}
                  </span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {form.versions.length > 1 ? (
        <VersionCompare form={form} />
      ) : (
        <p>Only one version is published, so there is nothing to compare yet.</p>
      )}
    </section>
  );
}
