import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITION_2026, renderPage, stubSettings } from '../registration-windows/settings-harness';
import { ContactPage } from './contact-page';
import { FaqPage } from './faq-page';
import { NewsPage } from './news-page';

afterEach(() => vi.unstubAllGlobals());

const answerTo = async (question: string) => {
  await userEvent.click(await screen.findByText(question));
  return screen.getByText(question).closest('details')!;
};

describe('the F.A.Q. takes its dates from the settings', () => {
  it("answers with the organisers' edition", async () => {
    stubSettings(EDITION_2026);
    renderPage(<FaqPage />);
    expect(await answerTo('When and where is the hackathon?')).toHaveTextContent(
      'On 2 and 3 October 2026, starting at 8:00 AM, in 6th of October city. ' +
        'The team registration form closes on Friday 25 September 2026 at 11:59 PM.',
    );
    expect(await answerTo('What is the bootcamp and when is it?')).toHaveTextContent(
      'A one-day event on Friday 18 September 2026, from 9:00 AM to 5:00 PM, at a university in 6th of October city: talks by past winners',
    );
    const overnight = await answerTo('Can female participants stay overnight?');
    expect(overnight).toHaveTextContent('they leave on 2 October at 7:30 PM and return on 3 October at 8:00 AM');
    expect(document.body).not.toHaveTextContent('2025'); // no answer keeps the shipped edition
  });

  it('shows no answer, so no date, until the settings arrive', async () => {
    const server = stubSettings(EDITION_2026, { held: true });
    renderPage(<FaqPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('When and where is the hackathon?')).toBeNull();
    await act(async () => server.answer());
    expect(await screen.findByText('When and where is the hackathon?')).toBeInTheDocument();
  });
});

describe('the news are dated by the settings', () => {
  it("lists this edition's announcements, newest first", async () => {
    stubSettings(EDITION_2026);
    renderPage(<NewsPage />);
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'The hackathon: 2 and 3 October 2026',
      'Team registration closes on 25 September',
      'The bootcamp: Friday 18 September 2026',
      'Bootcamp applications close on 15 September',
    ]);
    expect(items[0]!.querySelector('time')).toHaveTextContent('2 October 2026');
    expect(items[0]).toHaveTextContent('starts at 8:00 AM on Friday 2 October 2026 in 6th of October city');
    expect(items[0]).toHaveTextContent('runs until Saturday 3 October 2026');
    expect(document.body).not.toHaveTextContent('2025');
  });
});

describe("the venues, the contact address and the social links are the organisers' settings", () => {
  const moved = {
    ...EDITION_2026,
    venue: { bootcamp: 'the Greek Campus in downtown Cairo', hackathon: 'downtown Cairo' },
    contactEmail: 'hello@cairo-hackathon.example',
    socialLinks: { youtube: 'https://www.youtube.com/@CairoHackathon' },
  };

  it('the contact page gives the address and the accounts the settings name', async () => {
    stubSettings(moved);
    renderPage(<ContactPage />);
    const contact = await screen.findByRole('link', { name: 'hello@cairo-hackathon.example' });
    expect(contact).toHaveAttribute('href', 'mailto:hello@cairo-hackathon.example');
    expect(screen.getByRole('link', { name: /on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/@CairoHackathon');
    expect(screen.queryByRole('link', { name: /on Facebook/ })).toBeNull();
    expect(document.body).not.toHaveTextContent('info@spaceappscairo.com');
  });

  it('the F.A.Q. says where the bootcamp and the hackathon take place', async () => {
    stubSettings(moved);
    renderPage(<FaqPage />);
    expect(await answerTo('When and where is the hackathon?')).toHaveTextContent('starting at 8:00 AM, in downtown Cairo.');
    const bootcamp = await answerTo('What is the bootcamp and when is it?');
    expect(bootcamp).toHaveTextContent('at the Greek Campus in downtown Cairo: talks by past winners');
    expect(document.body).not.toHaveTextContent('6th of October');
  });
});
