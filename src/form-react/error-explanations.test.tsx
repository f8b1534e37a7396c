import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../engine/index';
import { FieldExplanation } from './field-explanation';
import { FormRenderer } from './form-renderer';
import { checkedForTest, testWidgets } from './test-widgets';
import type { ErrorItem, FormRendererProps } from './types';

const definition: FormDefinition = checkedForTest({
  title: 'Bootcamp',
  steps: [
    {
      title: 'Personal Information',
      fields: [
        { name: 'name_en', label: 'Full Name', type: 'text', validation: { required: true, minLength: 3 } },
        {
          name: 'phone_number',
          label: 'Mobile number',
          type: 'tel',
          validation: { required: true, pattern: '^01[0125]\\d{8}$', message: 'Enter a valid Egyption phone number' },
        },
        { name: 'city', label: 'City', type: 'text', validation: { required: true } },
      ],
    },
  ],
});
const ACTION = 'Explain these errors with help of AI';

/** An assistant that explains each error by its label and message, recording what it was asked. */
function assistant() {
  const asked: ErrorItem[][] = [];
  const explainErrors = vi.fn<NonNullable<FormRendererProps['explainErrors']>>(async (items) => {
    asked.push(items);
    return Object.fromEntries(items.map((item) => [item.path, `Why ${item.label} says ${item.message}.`]));
  });
  return { asked, explainErrors };
}

async function failedAttempt(props: Partial<FormRendererProps>) {
  const user = userEvent.setup();
  render(<FormRenderer definition={definition} widgets={testWidgets} onSubmit={vi.fn()} {...props} />);
  await user.type(screen.getByLabelText(/Mobile number/), '0101234567'); // 10 digits
  await user.type(screen.getByLabelText(/Full Name/), 'Mo');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByRole('alert');
  return user;
}

afterEach(() => vi.useRealTimers());

describe('Explain these errors', () => {
  it('is one action in the summary that explains every listed field under it, announced once', async () => {
    const { asked, explainErrors } = assistant();
    const user = await failedAttempt({ explainErrors });
    expect(screen.getAllByRole('button', { name: /Explain/ })).toHaveLength(1); // not one per field
    await user.click(screen.getByRole('button', { name: ACTION }));

    expect(asked).toEqual([
      [
        { path: 'name_en', label: 'Full Name', message: 'Minimum 3 characters', value: 'Mo' },
        { path: 'phone_number', label: 'Mobile number', message: 'Enter a valid Egyption phone number', value: '0101234567' },
        { path: 'city', label: 'City', message: 'This field is required', value: '' },
      ],
    ]);
    const summary = screen.getByRole('alert').parentElement!;
    expect(within(summary).getByRole('status')).toHaveTextContent('Explanations added under 3 fields');
    // Below the inline message, which keeps its wording; heard whole with the field.
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      'Error: Enter a valid Egyption phone number Explanation: Why Mobile number says Enter a valid Egyption phone number.',
    );
    expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription(
      'Error: This field is required Explanation: Why City says This field is required.',
    );
  });

  it("drops a field's explanation when its message changes, and asks again only about errors not explained", async () => {
    const { asked, explainErrors } = assistant();
    const user = await failedAttempt({ explainErrors });
    await user.click(screen.getByRole('button', { name: ACTION }));
    const name = screen.getByLabelText(/Full Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Explanation: Why Full Name says Minimum 3 characters/));

    await user.clear(name); // now 'This field is required'
    await waitFor(() => expect(name).toHaveAccessibleDescription('Error: This field is required'));
    await user.click(screen.getByRole('button', { name: ACTION }));
    expect(asked[1]).toEqual([{ path: 'name_en', label: 'Full Name', message: 'This field is required', value: '' }]);
    expect(await screen.findByText('Explanations added under 1 field')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Error: This field is required Explanation: Why Full Name says This field is required.');

    await user.type(name, 'Mona');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription(/Explanation/)); // fixed: nothing left to explain
  });

  it('says why it failed, keeps focus on the action, and lets the applicant try again', async () => {
    const explainErrors = vi
      .fn<NonNullable<FormRendererProps['explainErrors']>>()
      .mockRejectedValueOnce(new Error('Failed to fetch AI suggestions'));
    explainErrors.mockResolvedValueOnce({ city: 'Write the city you live in.' });
    const user = await failedAttempt({ explainErrors });
    const action = screen.getByRole('button', { name: ACTION });
    await user.click(action);
    expect(await screen.findByText('Failed to fetch AI suggestions')).toHaveAttribute('role', 'status');
    expect(action).toHaveFocus();
    await user.click(action);
    expect(await screen.findByText('Explanations added under 1 field; 2 fields could not be explained')).toBeInTheDocument();
    expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription(
      'Error: This field is required Explanation: Write the city you live in.',
    );
  });

  it('is not offered without an assistant', async () => {
    await failedAttempt({});
    expect(screen.queryByRole('button', { name: /Explain/ })).not.toBeInTheDocument();
  });
});

describe('FieldExplanation', () => {
  it('types the explanation out at 20 ms per character, while assistive technology reads it whole', () => {
    vi.useFakeTimers();
    render(<FieldExplanation id="x" text="Eleven digits." />);
    const typed = screen.getByTestId('explanation');
    expect(typed.textContent).toBe('');
    act(() => vi.advanceTimersByTime(20));
    expect(typed.textContent).toBe('E');
    act(() => vi.advanceTimersByTime(19));
    expect(typed.textContent).toBe('E'); // not before the next 20 ms
    act(() => vi.advanceTimersByTime(1 + 20 * 4));
    expect(typed.textContent).toBe('Eleven');
    act(() => vi.advanceTimersByTime(20 * 20));
    expect(typed.textContent).toBe('Eleven digits.');
    expect(typed).toHaveAttribute('aria-hidden', 'true');
    expect(document.getElementById('x')).toHaveTextContent('Explanation: Eleven digits.');
  });
});
