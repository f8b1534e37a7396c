import { useFormWords, Words } from '../../form-react/index';
import { ContactLink } from '../layout/contact-link';
import { useUserState } from './user-state';

/** For an applicant who already applied: there is no applicant account, so explain what can be done. */
export function AppliedScreen() {
  const [state, dispatch] = useUserState();
  const { t } = useFormWords();
  return (
    <section className="result-screen" aria-labelledby="applied-title">
      <h2 id="applied-title">{t('applied.title')}</h2>
      <p>{t('applied.noAccount')}</p>
      <p>
        <Words
          id="applied.write"
          values={{ email: state.email }}
          components={{ 0: <ContactLink subject={t('applied.subject')} />, 1: <strong dir="auto" /> }}
        />
      </p>
      <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'reset' })}>
        {t('applied.newTeam')}
      </button>
    </section>
  );
}
