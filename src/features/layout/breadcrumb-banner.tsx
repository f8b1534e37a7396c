import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
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
  const t = useT();
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
      <nav aria-label={t('breadcrumb.label')}>
        <ol className="breadcrumb">
          <li>
            <Link to="/">{t('nav.home')}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
    </div>
  );
}
