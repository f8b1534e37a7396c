import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../lib/i18n/language-context';
import { languageChoiceAt } from '../registration-windows/settings-harness';
import { LanguageSwitch } from './language-switch';

it('a plain click switches in place; a click for a new tab follows the link', () => {
  const switchTo = vi.fn();
  render(
    <LanguageProvider choice={languageChoiceAt('/ar/news', switchTo)}>
      <MemoryRouter>
        <LanguageSwitch />
      </MemoryRouter>
    </LanguageProvider>,
  );
  const link = screen.getByRole('link', { name: 'English' });
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented: the browser opens /news
  expect(switchTo).not.toHaveBeenCalled();
  expect(fireEvent.click(link)).toBe(false); // prevented: no page load
  expect(switchTo).toHaveBeenCalledWith('en');
});
