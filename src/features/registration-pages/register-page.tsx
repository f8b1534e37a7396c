import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormWords, Words, type Values } from '../../form-react/index';
import { DraftNotice } from '../drafts/draft-notice';
import { useDraft } from '../drafts/use-draft';
import { explainErrorsOf } from '../registration/explain-error-api';
import { RegistrationForm } from '../registration/registration-form';
import { useFormDefinition, usePrefetchDefinition } from '../registration/use-form-definition';
import { FirstRowDefaultsContext } from '../registration/row-defaults';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { useViewFocus } from '../layout/use-view-focus';
import { RegistrationGate } from '../registration-windows/registration-gate';
import { AppliedScreen } from './applied-screen';
import { FormPanel } from './form-panel';
import { RegisterEntry } from './register-entry';
import { movedByApplicant, registerView, registerViewHeading } from './register-views';
import { SuccessScreen } from './success-screen';
import { participationMethodId, UserStateProvider, useUserState, type UserAction } from './user-state';

const builtInTeam = () => import('../../../forms/hackathon-team.json');
const MEMBER_FORM = { id: 'member', builtIn: () => import('../../../forms/member.json') };
const explainTeamErrors = explainErrorsOf('hackathon-team');
const explainMemberErrors = explainErrorsOf('member');

/** The leader a saved team draft names (its first member), so the entry page is not asked again. */
function leaderOf(values: Values | undefined): Extract<UserAction, { type: 'enter' }> | undefined {
  const first = (Array.isArray(values?.members) ? values.members[0] : undefined) as Values | undefined;
  if (typeof first?.email !== 'string' || first.email === '') return undefined;
  const nationalId = typeof first.national === 'string' ? first.national : '';
  const method = values?.participation_method_id === participationMethodId('on-site') ? 'on-site' : 'virtual';
  return { type: 'enter', status: 'register', email: first.email, national_id: nationalId, participation_method: method };
}

function RegisterFlow() {
  const [state, dispatch] = useUserState();
  const [reference, setReference] = useState<number | string>();
  const team = useFormDefinition('hackathon-team', builtInTeam);
  const draft = useDraft('hackathon-team', team.status === 'ready' ? team.definition : undefined);
  const initialValues = useMemo(
    () => ({ ...draft.initialValues, participation_method_id: participationMethodId(state.participation_method) }),
    [draft.initialValues, state.participation_method],
  );
  const resumedLeader = useRef<string>(undefined);
  useEffect(() => {
    const leader = leaderOf(draft.initialValues);
    if (!leader || resumedLeader.current === draft.formKey) return;
    resumedLeader.current = draft.formKey;
    dispatch(leader);
  }, [draft.initialValues, draft.formKey, dispatch]);
  // The leader is the first member: their e-mail and ID start the first member's dialog.
  const leader = useMemo(
    () => ({ email: state.email, re_email: state.email, national: state.national_id }),
    [state.email, state.national_id],
  );
  const { t } = useFormWords();
  const done = reference !== undefined;
  const view = registerView({ done, draftReady: draft.ready, entered: state.entered, applied: state.status === 'login' });
  useViewFocus(view, registerViewHeading, movedByApplicant);

  if (reference !== undefined) {
    return (
      <SuccessScreen title={t('pages.teamReceived')} reference={reference}>
        <p>{t('pages.welcomeEmails')}</p>
      </SuccessScreen>
    );
  }
  // Resume or start again is decided first: a resumed team skips the entry page.
  if (!draft.ready) return <DraftNotice draft={draft} />;
  if (!state.entered) {
    return (
      <>
        <DraftNotice draft={draft} />
        <RegisterEntry />
      </>
    );
  }
  if (state.status === 'login') return <AppliedScreen />;
  return (
    <>
      <DraftNotice draft={draft} />
      <p className="entry-summary">
        <Words id="pages.registeringAs" values={{ email: state.email }} components={{ 0: <strong dir="auto" /> }} />{' '}
        <button type="button" className="link-button" onClick={() => dispatch({ type: 'reset' })}>
          {t('pages.change')}
        </button>
      </p>
      <FirstRowDefaultsContext.Provider value={leader}>
        <RegistrationForm
          key={draft.formKey}
          formId="hackathon-team"
          submitPath="/hackathon-registration"
          builtIn={builtInTeam}
          rowForm={MEMBER_FORM}
          initialValues={initialValues}
          draft={draft.formProps}
          explainErrors={explainTeamErrors}
          rowExplainErrors={explainMemberErrors}
          onSuccess={(id) => {
            void draft.discard();
            setReference(id);
          }}
        />
      </FirstRowDefaultsContext.Provider>
    </>
  );
}

/** /register: while the hackathon window is open, the entry page, then the team form or the already-applied screen. */
export function RegisterPage() {
  usePrefetchDefinition('hackathon-team');
  usePrefetchDefinition('member');
  const { t } = useFormWords();
  return (
    <>
      <BreadcrumbBanner title={t('pages.hackathon')} />
      <RegistrationGate kind="hackathon">
        <UserStateProvider>
          <FormPanel>
            <RegisterFlow />
          </FormPanel>
        </UserStateProvider>
      </RegistrationGate>
    </>
  );
}
