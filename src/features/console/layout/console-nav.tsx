import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../../../lib/i18n/translate';
import { useOrganiser } from '../session/use-organiser';
import { isGroup, navFor, type NavLinkItem } from './nav-items';
import { useOtherForms } from './use-other-forms';

function Item({ link }: { link: NavLinkItem }) {
  return (
    <li>
      <NavLink to={link.to} end={link.end} className="console-nav-link" dir="auto">
        {link.label}
      </NavLink>
    </li>
  );
}

/** The pages the organiser's role may open; on a narrow screen behind a "Menu" button. */
export function ConsoleNav() {
  const { role } = useOrganiser();
  const t = useT();
  const otherForms = useOtherForms(role !== 'door');
  const entries = navFor(t, role, otherForms);
  const { pathname } = useLocation();
  const listId = useId();
  // Open on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | undefined>();
  const open = openOn === pathname;
  return (
    <nav className="console-nav" aria-label={t('console.nav.label')}>
      <button
        type="button"
        className="console-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? undefined : pathname)}
      >
        {t('console.nav.menu')}
      </button>
      <ul id={listId} className="console-nav-list" data-open={open || undefined}>
        {entries.map((entry, index) =>
          isGroup(entry) ? (
            <li key={entry.label} className="console-nav-group">
              <span className="console-nav-group-label" id={`${listId}-group-${index}`}>
                {entry.label}
              </span>
              <ul aria-labelledby={`${listId}-group-${index}`}>
                {entry.links.map((link) => (
                  <Item key={link.to} link={link} />
                ))}
              </ul>
            </li>
          ) : (
            <Item key={entry.to} link={entry} />
          ),
        )}
      </ul>
    </nav>
  );
}
