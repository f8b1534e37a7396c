import type { ReactNode } from 'react';
import { useFormWords } from '../../form-react/index';
import { cairoMomentWords } from '../registration/cairo-words';
import type { Application } from './application-schema';
import { roleWords } from './status-words';

/** Whose application this is: name, team and role, reference and when it came in. */
export function ApplicationFacts({ application }: { application: Application }) {
  const submitted = new Date(application.submittedAt);
  const words = useFormWords();
  const { t } = words;
  return (
    <dl className="application-facts">
      {application.name ? <Fact term={t('status.fact.name')}>{application.name}</Fact> : null}
      {application.teamName ? <Fact term={t('status.fact.team')}>{application.teamName}</Fact> : null}
      {application.teamName ? <Fact term={t('status.fact.role')}>{roleWords(words, application.role)}</Fact> : null}
      <Fact term={t('status.fact.reference')}>{application.id}</Fact>
      <Fact term={t('status.fact.submitted')}>
        {Number.isNaN(submitted.getTime()) ? application.submittedAt : cairoMomentWords(words, submitted.toISOString())}
      </Fact>
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}
