import { Link } from 'react-router-dom';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { ContactLink } from '../layout/contact-link';
import { SocialLinks } from '../layout/social-links';
import './content.css';

export function ContactPage() {
  return (
    <>
      <BreadcrumbBanner title="Contact" />
      <div className="content">
        <h2>Write to the organisers</h2>
        <p>
          For questions about the bootcamp, the hackathon or an application you already sent, e-mail <ContactLink />. Please include the
          e-mail address you applied with, so we can find your application.
        </p>
        <p>Applications cannot be edited after submission: if something in yours is wrong, tell us by e-mail.</p>
        <h2>Follow us</h2>
        <p>Announcements about registration and the event are posted on our social media accounts.</p>
        <SocialLinks />
        <h2>Before you write</h2>
        <p>
          Many answers are in the <Link to="/faq">F.A.Q.</Link>.
        </p>
      </div>
    </>
  );
}
