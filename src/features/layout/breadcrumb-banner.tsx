import { Link } from 'react-router-dom';
import { usePageTitle } from './use-page-title';
import './breadcrumb-banner.css';

interface BreadcrumbBannerProps {
  /** The page's title: its only h1. */
  title: string;
  /** A decorative picture behind the title. */
  backgroundImage?: string;
}

/** The band at the top of inner pages: the title and a trail back home. */
export function BreadcrumbBanner({ title, backgroundImage }: BreadcrumbBannerProps) {
  usePageTitle(title);
  return (
    <div
      className="breadcrumb-banner"
      style={
        backgroundImage
          ? { backgroundImage: `linear-gradient(rgb(8 12 32 / 78%), rgb(8 12 32 / 88%)), url("${backgroundImage}")` }
          : undefined
      }
    >
      <h1>{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
    </div>
  );
}
