import { Link } from 'react-router-dom';
import { useConsoleWords } from '../i18n/use-console-words';

/** Previous and next page as links that keep the other search parameters; says which page this is. */
export function Pager({ page, pages, search, label }: { page: number; pages: number; search: URLSearchParams; label: string }) {
  const { t, number } = useConsoleWords();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(search);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const text = next.toString();
    return { search: text ? `?${text}` : '' };
  };
  return (
    <nav aria-label={label} className="console-pager">
      {page > 1 ? <Link to={to(page - 1)}>{t('console.pager.previous')}</Link> : null}
      <p>{t('console.pager.page', { page: number(page), pages: number(pages) })}</p>
      {page < pages ? <Link to={to(page + 1)}>{t('console.pager.next')}</Link> : null}
    </nav>
  );
}
