import type { ReactNode } from 'react';
import { cairoDateTime } from '../../lib/event/format-date';
import type { Application } from './application-schema';
import { ROLE_WORDS } from './status-words';

/** Whose application this is: name, team and role, reference and when it came in. */
export function ApplicationFacts({ application }: { application: Application }) {
  const submitted = new Date(application.submittedAt);
  return (
    <dl className="application-facts">
      {application.name ? <Fact term="Name">{application.name}</Fact> : null}
      {application.teamName ? <Fact term="Team">{application.teamName}</Fact> : null}
      {application.teamName ? <Fact term="Your role">{ROLE_WORDS[application.role]}</Fact> : null}
      <Fact term="Reference">{application.id}</Fact>
      <Fact term="Submitted">{Number.isNaN(submitted.getTime()) ? application.submittedAt : cairoDateTime(submitted)}</Fact>
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
