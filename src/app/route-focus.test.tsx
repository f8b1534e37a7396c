import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderSite, stubApi } from './render-site';

// The first visit to a route compiles its lazily loaded chunk.
vi.setConfig({ testTimeout: 15_000 });
const SLOW = { timeout: 5000 };

beforeEach(() => {
  stubApi({});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const announcer = () => screen.getByTestId('route-announcer');
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

test('the first load leaves focus alone and announces nothing', async () => {
  renderSite('/about');
  const heading = await screen.findByRole('heading', { level: 1, name: 'About' }, SLOW);
  await new Promise((resolve) => setTimeout(resolve, 100)); // a few frames, for a focus that should not come
  expect(heading).not.toHaveFocus();
  expect(announcer()).toHaveTextContent('');
  expect(announcer()).toHaveAttribute('aria-live', 'polite');
});

test('a route change moves focus to the new page heading and the live region names the page', async () => {
  const user = userEvent.setup();
  renderSite('/about');
  await screen.findByRole('heading', { level: 1, name: 'About' }, SLOW);
  await user.click(mainNav().getByRole('link', { name: 'F.A.Q.' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'F.A.Q.' }, SLOW);
  await waitFor(() => expect(heading).toHaveFocus(), SLOW);
  expect(announcer()).toHaveTextContent(/^F\.A\.Q\.$/);
  expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0); // the scroll to the top is kept
});

test('a link to the home bootcamp section focuses that section and says its heading', async () => {
  const user = userEvent.setup();
  renderSite('/about');
  await screen.findByRole('heading', { level: 1, name: 'About' }, SLOW);
  await user.click(mainNav().getByRole('link', { name: 'Bootcamp' }));
  await waitFor(() => expect(document.getElementById('bootcamp-section')).toHaveFocus(), SLOW);
  const title = document.getElementById(document.getElementById('bootcamp-section')!.getAttribute('aria-labelledby')!)!;
  expect(announcer().textContent).toBe(title.textContent?.replace(/\s+/g, ' ').trim());
});

test('focus the applicant moved while the page loaded is left where it is', async () => {
  const user = userEvent.setup();
  renderSite('/about');
  await screen.findByRole('heading', { level: 1, name: 'About' }, SLOW);
  await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: '2024' }));
  await screen.findByText('Loading...', {}, SLOW);
  // While the edition loads, the applicant tabs on to the skip link.
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  skip.focus();
  const heading = await screen.findByRole('heading', { level: 1, name: /2024/ }, SLOW);
  await waitFor(() => expect(announcer()).toHaveTextContent('2024'), SLOW);
  expect(heading).not.toHaveFocus();
  expect(skip).toHaveFocus();
});
