import { ContactLink } from '../layout/contact-link';
import { useUserState } from './user-state';

/** For an applicant who already applied: there is no applicant account, so explain what can be done. */
export function AppliedScreen() {
  const [state, dispatch] = useUserState();
  return (
    <section className="result-screen" aria-labelledby="applied-title">
      <h2 id="applied-title">You already applied</h2>
      <p>Applications cannot be viewed or edited on this site after they are submitted, and there is no applicant account to sign in to.</p>
      <p>
        To check or correct something, write to <ContactLink subject="My hackathon application" /> from <strong>{state.email}</strong> and
        give your team name and your reference.
      </p>
      <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'reset' })}>
        Register a new team instead
      </button>
    </section>
  );
}
