import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../lib/i18n/language-context';
import { pathInLanguage, type Language } from '../../../lib/i18n/languages';
import { useConsoleWords } from '../i18n/use-console-words';
import { ScrollTable } from '../parts/scroll-table';
import { formatCairo } from '../settings/cairo-time';
import { usePublishedForms, type PublishedForm } from './forms-api';
import { VersionCompare } from './version-compare';
import './forms.css';
import { LoadProblem } from '../parts/load-problem';

const previewLink = (formId: string, version: number) =>
  `/forms/preview?${new URLSearchParams({ form: formId, version: String(version) })}`;
const OTHER: Record<Language, Language> = { en: 'ar', ar: 'en' };

/** The published forms and their versions: open any version in the preview (where publishing happens) or compare two. */
export function FormsPage() {
  const forms = usePublishedForms();
  const { t } = useConsoleWords();
  return (
    <div className="forms-page">
      <h1>{t('console.nav.forms')}</h1>
      <p>{t('console.forms.intro')}</p>
      {forms.isPending ? <p role="status">{t('console.forms.loading')}</p> : null}
      {forms.isError ? <LoadProblem what={t('console.forms.what')} error={forms.error} retry={() => void forms.refetch()} /> : null}
      {forms.data?.length === 0 ? <p>{t('console.forms.none')}</p> : null}
      {forms.data?.map((form) => (
        <PublishedFormSection key={form.formId} form={form} />
      ))}
    </div>
  );
}

function PublishedFormSection({ form }: { form: PublishedForm }) {
  const titleId = useId();
  const { t, number, language } = useConsoleWords();
  return (
    <section className="forms-form" aria-labelledby={titleId}>
      <h2 id={titleId} dir="auto">
        {form.title}
      </h2>
      <p>
        {t('console.forms.form')} <code>{form.formId}</code>
        {t('console.forms.live', { version: number(form.version) })}{' '}
        <time dateTime={form.publishedAt}>{formatCairo(form.publishedAt, language)}</time> {t('console.forms.cairoTime')}
      </p>
      <ScrollTable caption={t('console.forms.versionsCaption', { title: form.title })}>
        <thead>
          <tr>
            <th scope="col">{t('console.forms.version')}</th>
            <th scope="col">{t('console.forms.published')}</th>
            <th scope="col">{t('console.forms.preview')}</th>
          </tr>
        </thead>
        <tbody>
          {form.versions.map((entry) => (
            <tr key={entry.version}>
              <td>
                {number(entry.version)}
                {entry.version === form.version ? ` ${t('console.forms.liveMark')}` : ''}
              </td>
              <td>
                <time dateTime={entry.publishedAt}>{formatCairo(entry.publishedAt, language)}</time>
              </td>
              <td>
                <PreviewLinks formId={form.formId} title={form.title} version={entry.version} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {form.versions.length > 1 ? <VersionCompare form={form} /> : <p>{t('console.forms.onlyOne')}</p>}
    </section>
  );
}

/**
 * The preview in this page's language (where publishing happens), and in the other one: the organisers see the
 * definition's texts as an applicant of either language will.
 */
function PreviewLinks({ formId, title, version }: { formId: string; title: string; version: number }) {
  const { t, number } = useConsoleWords();
  const language = useLanguage();
  const other = OTHER[language];
  const which = <span className="visually-hidden"> {t('console.forms.versionOf', { version: number(version), title })}</span>;
  return (
    <span className="forms-preview-links">
      <Link to={previewLink(formId, version)}>
        {t('console.forms.openPreview')}
        {which}
      </Link>
      <a href={pathInLanguage(previewLink(formId, version), other)} hrefLang={other}>
        {t(other === 'ar' ? 'console.forms.previewInArabic' : 'console.forms.previewInEnglish')}
        {which}
      </a>
    </span>
  );
}
