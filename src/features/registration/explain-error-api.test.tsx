import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDefinition, type FieldDef } from '../../engine/index';
import { FormRenderer } from '../../form-react/index';
import { testWidgets } from '../../form-react/test-widgets';
import { browserInfo } from './browser-info';
import { EXPLAIN_FAILED, fetchExplanation, inputSummary } from './explain-error-api';
import { ExplainErrorButton, explainErrorAction } from './explain-error-button';

const checked = checkDefinition({
  title: 'Phone',
  steps: [{ title: 'One', fields: [{ name: 'phone_number', label: 'Mobile number', type: 'tel', validation: { required: true, pattern: '^01[0125]\\d{8}$', message: 'Enter a valid Egyption phone number' } }] }],
});
if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
const definition = checked.definition;
const phone = definition.fields[0] as FieldDef;
// Short, so typing it out in real time stays quick.
const EXPLANATION = 'Use 11 digits; you typed 10.';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => act(async () => undefined);

describe('ExplainErrorButton', () => {
  it('shows loading, then types the explanation out at 20 ms per character', async () => {
    vi.useFakeTimers();
    let resolve!: (text: string) => void;
    const explain = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    render(<ExplainErrorButton field={phone} message="Enter a valid Egyption phone number" value="0101234567" formId="bootcamp" explain={explain} />);
    fireEvent.click(screen.getByRole('button', { name: 'Explain error with help of AI' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explain error with help of AI' })).toBeDisabled();
    expect(explain).toHaveBeenCalledWith({ formId: 'bootcamp', fieldName: 'phone_number', message: 'Enter a valid Egyption phone number', value: '0101234567', personalData: undefined });

    resolve('Eleven digits.');
    await flush();
    const typed = screen.getByTestId('explanation');
    expect(typed).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(20));
    expect(typed.textContent).toBe('E');
    act(() => vi.advanceTimersByTime(19));
    expect(typed.textContent).toBe('E'); // not before the next 20 ms
    act(() => vi.advanceTimersByTime(1 + 20 * 4));
    expect(typed.textContent).toBe('Eleven');
    act(() => vi.advanceTimersByTime(20 * 20));
    expect(typed.textContent).toBe('Eleven digits.');
    // Screen readers get the whole text at once.
    expect(screen.getByRole('status')).toHaveTextContent('Eleven digits.');
    expect(screen.queryByRole('button', { name: 'Explain error with help of AI' })).not.toBeInTheDocument();
  });

  it.each([
    ['the stored message of the failure', new Error(EXPLAIN_FAILED), 'Failed to fetch AI suggestions'],
    ['Unexpected error when the failure has no message', 'boom', 'Unexpected error'],
  ])('shows %s and lets the applicant try again', async (_name, failure, shown) => {
    const explain = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('Now it works.');
    render(<ExplainErrorButton field={phone} message="x" value="1" explain={explain} />);
    fireEvent.click(screen.getByRole('button', { name: 'Explain error with help of AI' }));
    expect(await screen.findByText(shown, { selector: '.explain-error-failed' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Explain error with help of AI' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Now it works.');
  });

  it('sits under the error message of a renderer field and explains what was typed', async () => {
    const fetch = vi.fn(async () => Response.json({ message: [{ phone_number: EXPLANATION }] }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<FormRenderer definition={definition} widgets={testWidgets} onSubmit={vi.fn()} renderErrorAction={explainErrorAction('bootcamp')} />);
    await user.type(screen.getByLabelText(/Mobile number/), '0101234567');
    await user.tab();
    expect(await screen.findByText('Enter a valid Egyption phone number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Explain error with help of AI' }));
    expect(await screen.findByText(EXPLANATION, { selector: '[data-testid="explanation"]' })).toBeInTheDocument();
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ formId: 'bootcamp', personal_data: {}, errorInfo: [{ fieldName: 'phone_number', userInput: '0101234567', message: 'Enter a valid Egyption phone number' }] });
    expect(body.mobileData).toMatchObject({ browserName: expect.any(String), screenWidth: expect.any(Number), screenHeight: expect.any(Number) });
  });
});

describe('fetchExplanation', () => {
  const request = { fieldName: 'phone_number', message: 'x', value: '1' };
  it.each([
    ['a refused call', async () => new Response('{}', { status: 429 }), EXPLAIN_FAILED],
    ['no network', async () => Promise.reject(new TypeError('Failed to fetch')), EXPLAIN_FAILED],
    ['an answer without this field', async () => Response.json({ message: [{ email: 'x' }] }), 'Unexpected error'],
  ])('rejects with the message to show for %s', async (_name, answer, message) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await expect(fetchExplanation(request)).rejects.toThrow(message);
  });
});

describe('what is sent', () => {
  it('reads the browser, system and device from the user agent', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
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
    expect(browserInfo(desktop, { width: 1920, height: 1080 })).toMatchObject({ browserName: 'Chrome', browserVersion: '126.0.0.0', osName: 'Windows', deviceType: 'desktop' });
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(browserInfo(ipad, { width: 820, height: 1180 })).toMatchObject({ deviceType: 'tablet', deviceModel: 'iPad' });
    const android = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    expect(browserInfo(android, { width: 384, height: 832 })).toMatchObject({ browserName: 'Chrome', osName: 'Android', osVersion: '14', deviceType: 'mobile' });
  });

  it('reports unknown for an empty or unreadable user agent instead of failing', () => {
    const unknown = { browserName: 'unknown', browserVersion: 'unknown', osName: 'unknown', osVersion: 'unknown', deviceType: 'unknown', deviceVendor: 'unknown', deviceModel: 'unknown' };
    expect(browserInfo('', { width: 1, height: 1 })).toEqual({ ...unknown, screenWidth: 1, screenHeight: 1 });
    expect(browserInfo('curl/8.0', { width: 1, height: 1 })).toMatchObject({ deviceType: 'unknown' });
  });

  it('sends a file as its size, type and extension, and table rows as a count', () => {
    expect(inputSummary(new File(['12345'], 'Mona Hassan ID.PNG', { type: 'image/png' }))).toEqual({ size: 5, type: 'image/png', extension: 'png' });
    expect(inputSummary([{ name: 'Mona', national: '29901011234567' }, { name: 'Ali' }])).toEqual([{}, {}]);
    expect(inputSummary(undefined)).toBe('');
    expect(inputSummary('x'.repeat(5_000))).toHaveLength(2_000);
  });
});
