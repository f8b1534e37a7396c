import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '../registration-windows/event-settings';
import { stubSettings } from '../registration-windows/settings-harness';
import { SiteLayout } from './site-layout';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.hash}</p>;
}

function renderLayout(path = '/') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <SiteLayout>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <button type="button">Elsewhere</button>
        </SiteLayout>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => stubSettings());

const toggle = () => screen.getByRole('button', { name: 'Previous Editions' });
const yearList = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

function scrollTo(y: number, height = 3000, viewport = 800) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

afterEach(() => {
  scrollTo(0);
  vi.unstubAllGlobals();
});

describe('Previous Editions dropdown', () => {
  test('is a closed disclosure that opens on click and lists 2024 down to 2015', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(yearList()).not.toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const years = [...yearList().querySelectorAll('a')].map((link) => link.textContent);
    expect(years).toEqual(['2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017', '2016', '2015', 'All editions']);
    expect(screen.getByRole('link', { name: 'All editions' })).toHaveAttribute('href', '/previosEdition');
  });

  test('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(toggle());
    await user.click(screen.getByTestId('where'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(toggle());
    await user.tab(); // onto 2024
    expect(within(yearList()).getByRole('link', { name: '2024' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  test('closes when a year is chosen, by keyboard, and goes there', async () => {
    const user = userEvent.setup();
    renderLayout();
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab(); // 2023
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/2023');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(toggle());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle()); // a second click on the button toggles it again
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('header', () => {
  test('links: Home, About, Challenges (external), Bootcamp section, News, F.A.Q.', () => {
    renderLayout();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Bootcamp' })).toHaveAttribute('href', '/#bootcamp-section');
    expect(nav.getByRole('link', { name: /Challenges/ })).toHaveAttribute('target', '_blank');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(nav.getByRole('link', { name: 'F.A.Q.' })).toHaveAttribute('href', '/faq');
  });

  test('the mobile menu toggles and closes after choosing a page', async () => {
    const user = userEvent.setup();
    renderLayout();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    await user.click(menu);
    expect(nav).toHaveAttribute('data-open', 'false');
    await user.click(menu);
    await user.click(screen.getAllByRole('link', { name: 'About' })[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('becomes sticky only after 20 px of scroll', async () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(20);
    await frame();
    expect(header).toHaveAttribute('data-sticky', 'false'); // 20 px is not past 20 px
    scrollTo(21);
    await waitFor(() => expect(header).toHaveAttribute('data-sticky', 'true'));
    scrollTo(0);
    await waitFor(() => expect(header).toHaveAttribute('data-sticky', 'false'));
  });

  test('the progress bar follows how much of the page is read', async () => {
    renderLayout();
    const bar = screen.getByTestId('scroll-progress').firstElementChild as HTMLElement;
    expect(bar).not.toHaveAttribute('style'); // empty at the top, by the stylesheet
    scrollTo(1100, 3000, 800); // 1100 of 2200 scrollable pixels
    await waitFor(() => expect(bar.style.transform).toBe('scaleX(0.5)'));
    scrollTo(2200, 3000, 800);
    await waitFor(() => expect(bar.style.transform).toBe('scaleX(1)'));
    scrollTo(0, 3000, 800);
    await waitFor(() => expect(bar).not.toHaveAttribute('style'));
  });
});

test('footer: banner, social links with names, previous editions and contact e-mail', () => {
  renderLayout();
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('Ready to Hack?');
  expect(screen.getByRole('link', { name: /Explore The Hackathon/ })).toHaveAttribute('target', '_blank');
  for (const network of ['Facebook', 'X \\(Twitter\\)', 'Instagram', 'YouTube']) {
    expect(screen.getByRole('link', { name: new RegExp(`on ${network}`) })).toBeInTheDocument();
  }
  expect(footer.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1);
  fireEvent.click(screen.getAllByRole('link', { name: '2019' }).at(-1)!);
  expect(screen.getByTestId('where')).toHaveTextContent('/2019');
});

test("the footer's address, the social links and the challenges link follow the organisers' settings", async () => {
  stubSettings({
    ...DEFAULT_SETTINGS,
    edition: 2026,
    contactEmail: 'hello@cairo-hackathon.example',
    socialLinks: { instagram: 'https://www.instagram.com/cairo-hackathon/' },
  });
  renderLayout();
  const footer = within(screen.getByRole('contentinfo'));
  const contact = await footer.findByRole('link', { name: 'hello@cairo-hackathon.example' });
  expect(contact).toHaveAttribute('href', 'mailto:hello@cairo-hackathon.example');
  expect(footer.queryByText(DEFAULT_SETTINGS.contactEmail)).toBeNull();
  expect(footer.getByRole('link', { name: /on Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/cairo-hackathon/');
  expect(footer.queryByRole('link', { name: /on Facebook/ })).toBeNull(); // a network the settings leave out has no link
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(nav.getByRole('link', { name: /Challenges/ })).toHaveAttribute('href', 'https://www.spaceappschallenge.org/2026/challenges/');
});
