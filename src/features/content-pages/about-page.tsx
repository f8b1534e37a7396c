import { Link } from 'react-router-dom';
import { BreadcrumbBanner } from '../layout/breadcrumb-banner';
import { PRODUCT_NAME } from '../layout/site-links';
import './content.css';

export function AboutPage() {
  return (
    <>
      <BreadcrumbBanner title="About" />
      <div className="content">
        <h2>What {PRODUCT_NAME} is</h2>
        <p>
          {PRODUCT_NAME} is the Cairo edition of an annual international hackathon organised around a space agency&apos;s open data. Teams
          of one to six people spend two days building solutions to challenges about Earth and space: apps, websites, games, AI and
          machine-learning models, videos and art.
        </p>
        <p>The Cairo edition has taken place every year since 2015. You can browse the past editions from the navigation.</p>
        <h2>Who can take part</h2>
        <p>
          Students, graduates, professionals and past participants are all welcome. You do not need to be a space expert: teams mix
          developers, designers, scientists, storytellers and anyone curious about Earth and space.
        </p>
        <h2>How the edition runs</h2>
        <ul>
          <li>
            <strong>The bootcamp</strong>: a one-day event with talks by past winners, technical and non-technical workshops, team building
            and interactive activities. <Link to="/#bootcamp-section">Bootcamp details</Link>.
          </li>
          <li>
            <strong>Team registration</strong>: the team leader registers the team, its members and its project idea before the deadline.{' '}
            <Link to="/register">Register your team</Link>.
          </li>
          <li>
            <strong>The hackathon</strong>: two days of building with mentors, followed by judging.
          </li>
        </ul>
        <h2>Questions</h2>
        <p>
          The <Link to="/faq">F.A.Q.</Link> answers the common ones; for anything else, <Link to="/contact">contact the organisers</Link>.
        </p>
      </div>
    </>
  );
}
