import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFormWords, Words } from '../../form-react/index';
import { ContactLink } from '../layout/contact-link';

interface SuccessScreenProps {
  title: string;
  /** The server's id of what was stored: the applicant's reference. */
  reference: number | string;
  children?: ReactNode;
}

/** What an applicant sees once the server has taken the application. */
export function SuccessScreen({ title, reference, children }: SuccessScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useFormWords();
  // Screen-reader and keyboard users land on the outcome, not on the vanished submit button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="result-screen" aria-labelledby="result-title">
      <svg className="result-icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="#067647" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="result-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {reference !== '' ? (
        <p className="result-reference">
          {t('success.reference')} <strong>{reference}</strong>
        </p>
      ) : null}
      <p>
        <Words id="success.keep" components={{ 0: <ContactLink /> }} />
      </p>
      {children}
      <Link className="button-accent" to="/">
        {t('success.home')}
      </Link>
    </section>
  );
}
