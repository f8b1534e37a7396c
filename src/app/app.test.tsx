import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NOT_FOUND_MESSAGE } from '../features/not-found/not-found-page';
import { renderSite, stubApi } from './render-site';

// The first visit to a route compiles its lazily loaded chunk (the form libraries for the forms).
vi.setConfig({ testTimeout: 15_000 });
const SLOW = { timeout: 5000 };

beforeEach(() => {
  stubApi({});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function expectOnlyH1(name: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name }, SLOW)).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

describe('pages', () => {
  test('home: hero, bootcamp section and landmarks', async () => {
    renderSite('/');
    await expectOnlyH1('NASA Space Apps Challenge Cairo');
    // The dates come from the settings: here the shipped ones, after the stub's 404 and one retry.
    await waitFor(() => expect(document.getElementById('bootcamp-section')).toHaveTextContent('Friday 19 September 2025'), SLOW);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Ready to Hack?');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  test.each([
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/news', 'News'],
    ['/faq', 'F.A.Q.'],
    ['/previosEdition', 'Previous Editions'],
    ['/forms/preview', 'Preview a form definition'],
  ])('%s has its title as the only h1', async (path, title) => {
    renderSite(path);
    await expectOnlyH1(title);
  });

  test('the F.A.Q. states the overnight rule for female participants', async () => {
    renderSite('/faq');
    expect(await screen.findByText(/leave on 3 October at 7:30 PM and return on 4 October at 8:00 AM/, {}, SLOW)).toBeInTheDocument();
  });

  test('the list of editions links every year from 2024 down to 2015', async () => {
    renderSite('/previosEdition');
    await expectOnlyH1('Previous Editions');
    const main = screen.getByRole('main');
    const years = [...main.querySelectorAll('a.edition-card')].map((link) => link.getAttribute('href'));
    expect(years).toEqual(['/2024', '/2023', '/2022', '/2021', '/2020', '/2019', '/2018', '/2017', '/2016', '/2015']);
  });
});

describe('edition pages', () => {
  test('/2024 shows Loading... then its published figures', async () => {
    renderSite('/2024');
    expect(await screen.findByText('Loading...', {}, SLOW)).toBeInTheDocument();
    await expectOnlyH1(/NASA Space Apps Challenge Cairo\s*2024/);
    for (const figure of ['795', '226', '144', '540'])
      expect(screen.getByText(figure, { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('The winners of this edition are not published on this site yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /scrollable/ }).querySelectorAll('img[loading="lazy"]').length).toBeGreaterThan(0);
  });

  test('/2015 says plainly that its figures are not published', async () => {
    renderSite('/2015');
    await expectOnlyH1(/2015/);
    expect(screen.getByText('The figures of this edition are not published on this site yet.')).toBeInTheDocument();
  });

  test('the current year is valid but not published yet', async () => {
    renderSite('/2025', new Date('2025-06-01T12:00:00Z'));
    await expectOnlyH1(/2025/);
    expect(screen.getByRole('heading', { level: 2, name: 'Not published yet' })).toBeInTheDocument();
  });

  test('a year after the current one is not found until that year comes', async () => {
    renderSite('/2026', new Date('2025-06-01T12:00:00Z'));
    expect(await screen.findByText(NOT_FOUND_MESSAGE, {}, SLOW)).toBeInTheDocument();
  });
});

describe('not found', () => {
  test.each(['/2014', '/2099', '/abc', '/02024', '/2024abc', '/no/such/page', '/about/more'])(
    '%s shows the not-found page',
    async (path) => {
      renderSite(path, new Date('2025-06-01T12:00:00Z'));
      expect(await screen.findByText(NOT_FOUND_MESSAGE, {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /satellite drifting/ })).toBeInTheDocument();
      await expectOnlyH1('Page not found');
    },
  );

  test('/form/{unknown id} shows the not-found page', async () => {
    renderSite('/form/nope');
    expect(await screen.findByText(NOT_FOUND_MESSAGE, {}, SLOW)).toBeInTheDocument();
  });
});

test('every route change scrolls back to the top', async () => {
  renderSite('/about');
  await expectOnlyH1('About');
  await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
});

test('/#bootcamp-section scrolls smoothly to the bootcamp section instead of the top', async () => {
  const scrolled: { id: string; options: unknown }[] = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolled.push({ id: this.id, options });
  };
  renderSite('/#bootcamp-section');
  await waitFor(() => expect(scrolled).toEqual([{ id: 'bootcamp-section', options: { behavior: 'smooth', block: 'start' } }]), SLOW);
  expect(window.scrollTo).not.toHaveBeenCalled();
});

test('each page names the browser tab', async () => {
  renderSite('/faq');
  await expectOnlyH1('F.A.Q.');
  await waitFor(() => expect(document.title).toBe('F.A.Q. · Space Apps Cairo')); // set by an effect, after the heading is drawn
});
