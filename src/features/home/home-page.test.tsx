import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITION_2026, renderPage, stubSettings } from '../registration-windows/settings-harness';
import { HomePage } from './home-page';

afterEach(() => vi.unstubAllGlobals());

const hero = () => screen.getByRole('region', { name: 'NASA Space Apps Challenge Cairo' });
const section = (name: string) => screen.getByRole('region', { name });
const detail = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling;

describe('the home page follows the event settings', () => {
  it("shows the organisers' edition and days, not the shipped 2025 ones", async () => {
    stubSettings(EDITION_2026);
    renderPage(<HomePage />);
    expect(await screen.findByText('2026 edition · Cairo')).toBeInTheDocument();
    expect(hero()).toHaveTextContent('The hackathon runs on 2 and 3 October 2026 in 6th of October city.');
    const hackathon = section('The hackathon starts in');
    expect(detail(hackathon, 'Dates')).toHaveTextContent('2 and 3 October 2026');
    expect(detail(hackathon, 'Start')).toHaveTextContent('8:00 AM');
    expect(detail(hackathon, 'Registration deadline')).toHaveTextContent('Friday 25 September 2026 at 11:59 PM (Cairo time)');
    const bootcamp = section('The bootcamp');
    expect(detail(bootcamp, 'Date')).toHaveTextContent('Friday 18 September 2026');
    expect(detail(bootcamp, 'Time')).toHaveTextContent('9:00 AM to 5:00 PM');
    expect(detail(bootcamp, 'Venue')).toHaveTextContent('A university in 6th of October city');
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Time until the hackathon starts: 21 days/);
    expect(document.body).not.toHaveTextContent(/2025|19 September|4 October/);
  });

  it('says the venues the organisers set, and holds their place while the settings load', async () => {
    const venue = { bootcamp: 'the Greek Campus in downtown Cairo', hackathon: 'downtown Cairo' };
    const server = stubSettings({ ...EDITION_2026, venue }, { held: true });
    renderPage(<HomePage />);
    expect(detail(section('The bootcamp'), 'Venue')).toHaveTextContent('Loading');
    await act(async () => server.answer());
    expect(await screen.findByText('2026 edition · Cairo')).toBeInTheDocument();
    expect(hero()).toHaveTextContent('The hackathon runs on 2 and 3 October 2026 in downtown Cairo.');
    expect(detail(section('The bootcamp'), 'Venue')).toHaveTextContent('The Greek Campus in downtown Cairo');
    expect(detail(section('The hackathon starts in'), 'Venue')).toHaveTextContent('Downtown Cairo');
    expect(document.body).not.toHaveTextContent('6th of October');
  });

  it('shows the 2025 edition as the specification gives it by default', async () => {
    stubSettings();
    renderPage(<HomePage />, new Date('2025-09-10T12:00:00+03:00'));
    expect(await screen.findByText('2025 edition · Cairo')).toBeInTheDocument();
    expect(hero()).toHaveTextContent('The hackathon runs on 3 and 4 October 2025');
    expect(detail(section('The bootcamp'), 'Date')).toHaveTextContent('Friday 19 September 2025');
    expect(detail(section('The bootcamp'), 'Time')).toHaveTextContent('8:00 AM to 6:00 PM');
  });

  it('holds a place for the dates while the settings load, then shows them (never a date that jumps)', async () => {
    const server = stubSettings(EDITION_2026, { held: true });
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'NASA Space Apps Challenge Cairo' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/20(25|26)|\d (September|October)/);
    expect(detail(section('The bootcamp'), 'Date')).toHaveTextContent('Loading');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time until the hackathon starts: loading');
    await act(async () => server.answer());
    expect(await screen.findByText('2026 edition · Cairo')).toBeInTheDocument();
    expect(detail(section('The bootcamp'), 'Date')).toHaveTextContent('Friday 18 September 2026');
  });
});
