import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import bootcamp from '../../forms/bootcamp.json';
import confirmation from '../../forms/bootcamp-confirmation.json';
import hackathon from '../../forms/hackathon-team.json';
import member from '../../forms/member.json';
import { NOT_OPEN_MESSAGES } from '../features/registration-windows/coming-soon';
import { DURING_WINDOWS as DURING, TEST_WINDOWS as SETTINGS } from './registration-settings';
import { renderSite, stubApi, type Answer } from './render-site';

// The first visit to a route compiles its lazily loaded chunk (the form libraries for the forms).
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 8000 };
const BEFORE = new Date('2025-09-01T10:00:00+03:00');
const AFTER = new Date('2025-09-28T10:00:00+03:00');

function api(extra: Record<string, Answer> = {}) {
  return stubApi({
    '/settings': { body: { data: SETTINGS } },
    '/form-steps/bootcamp': { body: { data: bootcamp } },
    '/form-steps/hackathon-team': { body: { data: hackathon } },
    '/form-steps/member': { body: { data: member } },
    '/form-steps/bootcamp-confirmation': { body: { data: confirmation } },
    ...extra,
  });
}

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const countdown = () => screen.findByRole('timer', { name: /Time until registration opens/ }, SLOW);

describe.each([['/bootcamp-registration'], ['/bootcamp-registration-without-ai']])('%s', (path) => {
  test('before its window: the countdown to the opening, no form', async () => {
    api();
    renderSite(path, BEFORE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Registration opens in' }, SLOW)).toBeInTheDocument();
    const timer = await countdown();
    // 5 Sep 00:00 minus 1 Sep 10:00 (Cairo) = 3 days 14 hours.
    expect(within(timer).getByText('03', { selector: '[data-unit="Days"]' })).toBeInTheDocument();
    expect(within(timer).getByText('14', { selector: '[data-unit="Hours"]' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guidline' })).toBeNull();
  });

  test('inside its window: the bootcamp form', async () => {
    api();
    renderSite(path, DURING);
    expect(await screen.findByRole('heading', { level: 2, name: 'Guidline' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bootcamp Registration' })).toBeInTheDocument();
  });

  test('after its window: the not-open message', async () => {
    api();
    renderSite(path, AFTER);
    expect(await screen.findByText(NOT_OPEN_MESSAGES.bootcamp, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('/register', () => {
  test('before its window: the countdown', async () => {
    api();
    renderSite('/register', BEFORE);
    expect(await countdown()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hackathon Registration' })).toBeInTheDocument();
  });

  test('after its window: the exact not-open message of the specification', async () => {
    api();
    renderSite('/register', AFTER);
    expect(
      await screen.findByText(
        'Hackathon registration is not open yet, stay tuned for more updates, And follow us via social media for more updates.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  test('inside its window: the entry page, then the team form', async () => {
    api();
    const user = userEvent.setup();
    renderSite('/register', DURING);
    await screen.findByRole('heading', { level: 2, name: 'Before you start' }, SLOW);
    expect(screen.getByRole('radio', { name: 'Register a new team' })).toBeChecked(); // status register by default
    expect(screen.getByRole('radio', { name: 'Virtual' })).toBeChecked(); // participation method virtual by default
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('e-mail address of the team leader');
    await user.type(screen.getByLabelText('Team leader’s e-mail'), 'leader@example.com');
    await user.type(screen.getByLabelText('National ID or passport number'), '29901011234567');
    await user.click(screen.getByRole('radio', { name: 'On-Site' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('leader@example.com', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Guideline' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Team Information' }, SLOW);
    // The entry page's participation method is carried over as participation_method_id.
    expect(
      screen.getByText('On-Site', { selector: '[class*="singleValue"], option:checked, [class*="single-value"]' }),
    ).toBeInTheDocument();
  }, 20_000);

  test('Continue, Change and going back move focus to the heading of what replaces the pressed button', async () => {
    api();
    const user = userEvent.setup();
    renderSite('/register', DURING);
    await screen.findByRole('heading', { level: 2, name: 'Before you start' }, SLOW);
    await user.type(screen.getByLabelText('Team leader’s e-mail'), 'leader@example.com');
    await user.type(screen.getByLabelText('National ID or passport number'), '29901011234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const step = await screen.findByRole('heading', { level: 2, name: 'Guideline' }, SLOW);
    await waitFor(() => expect(step).toHaveFocus(), SLOW);

    await user.click(screen.getByRole('button', { name: 'Change' }));
    const entry = await screen.findByRole('heading', { level: 2, name: 'Before you start' }, SLOW);
    await waitFor(() => expect(entry).toHaveFocus(), SLOW);

    await user.click(screen.getByRole('radio', { name: 'I already applied' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'You already applied' })).toHaveFocus(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Register a new team instead' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Before you start' })).toHaveFocus(), SLOW);
  }, 20_000);

  test('an applicant who already applied is told how to reach the organisers, and can go back to register', async () => {
    api();
    const user = userEvent.setup();
    renderSite('/register', DURING);
    await screen.findByRole('heading', { name: 'Before you start' }, SLOW);
    await user.type(screen.getByLabelText('Team leader’s e-mail'), 'leader@example.com');
    await user.type(screen.getByLabelText('National ID or passport number'), '29901011234567');
    await user.click(screen.getByRole('radio', { name: 'I already applied' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'You already applied' })).toBeInTheDocument();
    expect(screen.getByText(/cannot be viewed or edited/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register a new team instead' }));
    expect(screen.getByRole('radio', { name: 'Register a new team' })).toBeChecked();
  });
});

test('/bootcamp-registration uses the shipped windows when the settings cannot be read', async () => {
  api({ '/settings': { status: 503, body: {} } });
  renderSite('/bootcamp-registration', new Date('2025-09-10T10:00:00+03:00'));
  expect(await screen.findByRole('heading', { level: 2, name: 'Guidline' }, SLOW)).toBeInTheDocument();
});

test('/bootcamp-confirmation is not gated and shows its form', async () => {
  api();
  renderSite('/bootcamp-confirmation', AFTER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Bootcamp Confirmation' }, SLOW)).toBeInTheDocument();
  expect(await screen.findByLabelText(/Full name/, {}, SLOW)).toBeInTheDocument();
});

describe('/form/{id} of a form with a registration window shows the screen of its own route', () => {
  test('/form/bootcamp before its window: the countdown to the opening, no form', async () => {
    api();
    renderSite('/form/bootcamp', BEFORE);
    expect(await countdown()).toBeInTheDocument();
    expect(screen.getByText('Bootcamp Registration', { selector: '.coming-soon-eyebrow' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guidline' })).toBeNull();
  });

  test('/form/bootcamp after its window: the not-open message, no form', async () => {
    api();
    renderSite('/form/bootcamp', AFTER);
    expect(await screen.findByText(NOT_OPEN_MESSAGES.bootcamp, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Registration is not open' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guidline' })).toBeNull();
  });

  test('/form/hackathon-team after its window: the hackathon message', async () => {
    api();
    renderSite('/form/hackathon-team', AFTER);
    expect(await screen.findByText(NOT_OPEN_MESSAGES.hackathon, {}, SLOW)).toBeInTheDocument();
  });

  test('/form/bootcamp inside its window: the form', async () => {
    api();
    renderSite('/form/bootcamp', DURING);
    expect(await screen.findByRole('heading', { level: 2, name: 'Guidline' }, SLOW)).toBeInTheDocument();
  });
});

test('/form/{id} titles the page with the published definition', async () => {
  api({
    '/form-steps/volunteer': {
      body: {
        data: {
          id: 'volunteer',
          title: 'Volunteer Application',
          steps: [{ title: 'About you', fields: [{ name: 'full_name', label: 'Full name', type: 'text' }] }],
        },
      },
    },
  });
  renderSite('/form/volunteer', AFTER);
  expect(await screen.findByRole('heading', { level: 1, name: 'Volunteer Application' }, SLOW)).toBeInTheDocument();
  expect(await screen.findByLabelText(/Full name/, {}, SLOW)).toBeInTheDocument();
});

test('/form/{id} with a malformed definition explains it instead of a blank page', async () => {
  api({
    '/form-steps/broken': { body: { data: { title: 'Broken', steps: [{ title: 'One', fields: [{ name: 'x', type: 'no-such-type' }] }] } } },
  });
  renderSite('/form/broken', AFTER);
  expect(await screen.findByText(/not published correctly/, {}, SLOW)).toBeInTheDocument();
});
