import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITION_2026, renderPage, stubSettings } from '../registration-windows/settings-harness';
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
