import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { useLanguageChoice } from '../lib/i18n/language-context';
import { useT } from '../lib/i18n/translate';
import { LanguageRouter } from './language-router';

const renders: string[] = [];

function Page() {
  const { language, switchTo, hrefIn } = useLanguageChoice();
  const t = useT();
  renders.push(`${language}: ${t('header.menu')}`);
  const location = useLocation();
  return (
    <>
      <label>
        Name <input />
      </label>
      <Link to="/faq">FAQ</Link>
      <a
        href={hrefIn(language === 'en' ? 'ar' : 'en')}
        onClick={(event) => (event.preventDefault(), switchTo(language === 'en' ? 'ar' : 'en'))}
      >
        Switch
      </a>
      <output aria-label="route">{location.pathname}</output>
    </>
  );
}

function site() {
  return render(
    <LanguageRouter>
      <Routes>
        <Route path="register" element={<Page />} />
      </Routes>
    </LanguageRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LanguageRouter', () => {
  it('serves the same routes under /ar in Arabic, right to left, with links kept in Arabic', () => {
    window.history.replaceState(null, '', '/ar/register?step=2');
    site();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/ar/faq');
    expect(screen.getByRole('link', { name: 'Switch' })).toHaveAttribute('href', '/register?step=2');
    expect(screen.getByLabelText('route')).toHaveTextContent('/register');
  });

  it('switches language without losing what was typed', async () => {
    window.history.replaceState(null, '', '/register');
    site();
    expect(document.documentElement.lang).toBe('en');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'منى أحمد' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Switch' })));

    expect(window.location.pathname).toBe('/ar/register');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByLabelText('Name')).toHaveValue('منى أحمد');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/ar/faq');

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Switch' })));
    expect(window.location.pathname).toBe('/register');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByLabelText('Name')).toHaveValue('منى أحمد');
    // No render ever draws one language's words under the other language.
    expect(new Set(renders)).toEqual(new Set(['en: Menu', 'ar: القائمة']));
  });
});
