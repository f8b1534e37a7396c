import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDefinition } from '../../engine/index';
import { FormRenderer, type ErrorItem } from '../../form-react/index';
import { testWidgets } from '../../form-react/test-widgets';
import { browserInfo } from './browser-info';
import { explainErrorsOf, inputSummary } from './explain-error-api';

const EXPLAIN_FAILED = 'Failed to fetch AI suggestions';

const checked = checkDefinition({
  title: 'Phone',
  steps: [
    {
      title: 'One',
      fields: [
        { name: 'name_en', label: 'Full name', type: 'text', validation: { required: true } },
        {
          name: 'phone_number',
          label: 'Mobile number',
          type: 'tel',
          validation: { required: true, pattern: '^01[0125]\\d{8}$', message: 'Enter a valid Egyption phone number' },
        },
      ],
    },
  ],
});
if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
const definition = checked.definition;
const PHONE = 'An Egyptian mobile number has 11 digits; you typed 10.';
const NAME = 'Fill in "Full name" before you continue.';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: unknown) => JSON.parse(String((call as [string, RequestInit])[1].body));

describe('the summary action on a renderer form', () => {
  it('asks POST /assistant/error-explanations once about every error and puts each answer under its field', async () => {
    const fetch = vi.fn(async () => Response.json({ message: [{ name_en: NAME }, { phone_number: PHONE }] }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<FormRenderer definition={definition} widgets={testWidgets} onSubmit={vi.fn()} explainErrors={explainErrorsOf('bootcamp')} />);
    await user.type(screen.getByLabelText(/Mobile number/), '0101234567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Explain these errors with help of AI' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
        `Error: Enter a valid Egyption phone number Explanation: ${PHONE}`,
      ),
    );
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription(`Error: This field is required Explanation: ${NAME}`);
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = bodyOf(fetch.mock.calls[0]);
    expect(body).toMatchObject({
      formId: 'bootcamp',
      personal_data: {},
      errorInfo: [
        { fieldName: 'name_en', userInput: '', message: 'This field is required' },
        { fieldName: 'phone_number', userInput: '0101234567', message: 'Enter a valid Egyption phone number' },
      ],
    });
    expect(body.mobileData).toMatchObject({
      browserName: expect.any(String),
      screenWidth: expect.any(Number),
      screenHeight: expect.any(Number),
    });
  });
});

describe('explainErrorsOf', () => {
  const item = (path: string): ErrorItem => ({ path, label: path, message: 'x', value: '1' });
  it('answers by error path, team rows included, leaving out what the assistant did not explain', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: [{ 'members.1.email': 'Use name@example.com.' }, { other: 7 }] })),
    );
    expect(await explainErrorsOf('hackathon-team')([item('members.1.email'), item('team_name')])).toEqual({
      'members.1.email': 'Use name@example.com.',
    });
  });

  it('sends at most 50 errors a call', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const errors = JSON.parse(String(init.body)).errorInfo as { fieldName: string }[];
      return Response.json({ message: errors.map((error) => ({ [error.fieldName]: 'why' })) });
    });
    vi.stubGlobal('fetch', fetch);
    const answers = await explainErrorsOf()(Array.from({ length: 60 }, (_, index) => item(`f${index}`)));
    expect(Object.keys(answers)).toHaveLength(60);
    expect(fetch.mock.calls.map((call) => bodyOf(call).errorInfo.length)).toEqual([50, 10]);
  });

  it.each([
    ['a refused call', async () => new Response('{}', { status: 429 }), EXPLAIN_FAILED],
    ['no network', async () => Promise.reject(new TypeError('Failed to fetch')), EXPLAIN_FAILED],
    ['an answer about none of the errors', async () => Response.json({ message: [{ email: 'x' }] }), 'Unexpected error'],
  ])('rejects with the message to show for %s', async (_name, answer, message) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await expect(explainErrorsOf()([item('phone_number')])).rejects.toThrow(message);
  });
});

describe('what is sent', () => {
  it('reads the browser, system and device from the user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(browserInfo(iphone, { width: 390, height: 844 })).toEqual({
      browserName: 'Safari',
      browserVersion: '17.4',
      osName: 'iOS',
      osVersion: '17.4',
      deviceType: 'mobile',
      deviceVendor: 'Apple',
      deviceModel: 'iPhone',
      screenWidth: 390,
      screenHeight: 844,
    });
    const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(browserInfo(desktop, { width: 1920, height: 1080 })).toMatchObject({
      browserName: 'Chrome',
      browserVersion: '126.0.0.0',
      osName: 'Windows',
      deviceType: 'desktop',
    });
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(browserInfo(ipad, { width: 820, height: 1180 })).toMatchObject({ deviceType: 'tablet', deviceModel: 'iPad' });
    const android =
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    expect(browserInfo(android, { width: 384, height: 832 })).toMatchObject({
      browserName: 'Chrome',
      osName: 'Android',
      osVersion: '14',
      deviceType: 'mobile',
    });
  });

  it('reports unknown for an empty or unreadable user agent instead of failing', () => {
    const unknown = {
      browserName: 'unknown',
      browserVersion: 'unknown',
      osName: 'unknown',
      osVersion: 'unknown',
      deviceType: 'unknown',
      deviceVendor: 'unknown',
      deviceModel: 'unknown',
    };
    expect(browserInfo('', { width: 1, height: 1 })).toEqual({ ...unknown, screenWidth: 1, screenHeight: 1 });
    expect(browserInfo('curl/8.0', { width: 1, height: 1 })).toMatchObject({ deviceType: 'unknown' });
  });

  it('sends a file as its size, type and extension, and table rows as a count', () => {
    expect(inputSummary(new File(['12345'], 'Mona Hassan ID.PNG', { type: 'image/png' }))).toEqual({
      size: 5,
      type: 'image/png',
      extension: 'png',
    });
    expect(inputSummary([{ name: 'Mona', national: '29901011234567' }, { name: 'Ali' }])).toEqual([{}, {}]);
    expect(inputSummary(undefined)).toBe('');
    expect(inputSummary('x'.repeat(5_000))).toHaveLength(2_000);
  });
});
