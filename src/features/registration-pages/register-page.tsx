import { useMemo, useState } from 'react';
import hackathonForm from '../../../forms/hackathon-team.json';
import memberForm from '../../../forms/member.json';
import { explainErrorAction } from '../registration/explain-error-button';
import { RegistrationForm } from '../registration/registration-form';
import { usePrefetchDefinition } from '../registration/use-form-definition';
import { FirstRowDefaultsContext } from '../registration/row-defaults';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { RegistrationGate } from '../registration-windows/registration-gate';
import { AppliedScreen } from './applied-screen';
import { FormPanel } from './form-panel';
import { RegisterEntry } from './register-entry';
import { SuccessScreen } from './success-screen';
import { participationMethodId, UserStateProvider, useUserState } from './user-state';

const MEMBER_FORM = { id: 'member', builtIn: memberForm };
const explainTeamError = explainErrorAction('hackathon-team');
const explainMemberError = explainErrorAction('member');

function RegisterFlow() {
  const [state, dispatch] = useUserState();
  const [reference, setReference] = useState<number | string>();
  const initialValues = useMemo(() => ({ participation_method_id: participationMethodId(state.participation_method) }), [state.participation_method]);
  // The leader is the first member: their e-mail and ID start the first member's dialog.
  const leader = useMemo(() => ({ email: state.email, re_email: state.email, national: state.national_id }), [state.email, state.national_id]);

  if (reference !== undefined) {
    return (
      <SuccessScreen title="Your team's application was received" reference={reference}>
        <p>Each team member will receive a welcome e-mail.</p>
      </SuccessScreen>
    );
  }
  if (!state.entered) return <RegisterEntry />;
  if (state.status === 'login') return <AppliedScreen />;
  return (
    <>
      <p className="entry-summary">
        Registering as <strong>{state.email}</strong>.{' '}
        <button type="button" className="link-button" onClick={() => dispatch({ type: 'reset' })}>
          Change
        </button>
      </p>
      <FirstRowDefaultsContext.Provider value={leader}>
        <RegistrationForm
          formId="hackathon-team"
          submitPath="/hackathon-registration"
          builtIn={hackathonForm}
          rowForm={MEMBER_FORM}
          initialValues={initialValues}
          renderErrorAction={explainTeamError}
          rowErrorAction={explainMemberError}
          onSuccess={setReference}
        />
      </FirstRowDefaultsContext.Provider>
    </>
  );
}

/** /register: while the hackathon window is open, the entry page, then the team form or the already-applied screen. */
export function RegisterPage() {
  usePrefetchDefinition('hackathon-team');
  usePrefetchDefinition('member');
  return (
    <>
      <BreadcrumbBanner title="Hackathon Registration" />
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
