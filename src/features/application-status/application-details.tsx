import { useRef } from 'react';
import { useFormWords } from '../../form-react/index';
import { ApplicationActions } from './application-actions';
import { ApplicationFacts } from './application-facts';
import { formIdOf, type Application } from './application-schema';
import { AnswersList } from './answers-list';
import { CheckInCode } from './check-in-code';
import { HistoryList } from './history-list';
import { StatusPanel } from './status-panel';

/** Everything the link shows: who, the status and next step, what can be done, the code, the history, the answers. */
export function ApplicationDetails({ application, token }: { application: Application; token: string }) {
  const status = useRef<HTMLDivElement>(null);
  const { t } = useFormWords();
  return (
    <div className="application-status">
      <ApplicationFacts application={application} />
      <StatusPanel application={application} statusRef={status} />
      {application.checkInCode ? <CheckInCode code={application.checkInCode} /> : null}
      <ApplicationActions application={application} token={token} onDone={() => status.current?.focus()} />
      <HistoryList history={application.history} />
      <AnswersList
        formId={formIdOf(application)}
        answers={application.answers}
        title={application.teamName ? t('status.teamAnswers') : t('status.yourAnswers')}
      />
    </div>
  );
}
