import { Link } from 'react-router-dom';
import { T, useT } from '../../lib/i18n/translate';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { ContactLink } from '../layout/contact-link';
import { SocialLinks } from '../layout/social-links';
import './content.css';

export function ContactPage() {
  const t = useT();
  return (
    <>
      <BreadcrumbBanner title={t('contact.title')} />
      <div className="content">
        <h2>{t('contact.write.title')}</h2>
        <p>
          <T id="contact.write.text" components={{ 0: <ContactLink /> }} />
        </p>
        <p>{t('contact.noEdits')}</p>
        <h2>{t('contact.follow.title')}</h2>
        <p>{t('contact.follow.text')}</p>
        <SocialLinks />
        <h2>{t('contact.before.title')}</h2>
        <p>
          <T id="contact.before.text" components={{ 0: <Link to="/faq" /> }} />
        </p>
      </div>
    </>
  );
}
