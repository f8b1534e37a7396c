import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { provideErrorToasts } from '../lib/error-toast';
import type { FormDefinition } from '../engine/index';
import { FormRenderer } from './form-renderer';
import { checkedForTest, testWidgets, yesNo } from './test-widgets';
import type { WidgetProps } from '../lib/widget-contract';
import type { FormRendererProps } from './types';

// The page's toast host, as the app mounts it: it receives each error toast the form raises.
const toast = { error: vi.fn<(message: string) => void>() };
provideErrorToasts(toast.error);

const definition: FormDefinition = checkedForTest({
  title: 'Bootcamp',
  steps: [
    {
      title: 'Personal Information',
      fields: [
        { name: 'name_en', label: 'Full Name', type: 'text', validation: { required: true, minLength: 3 } },
        { name: 'email', label: 'Email', type: 'email', validation: { required: true } },
        { name: 'graduated', label: 'Graduated', type: 'select', options: yesNo, validation: { required: true } },
        { name: 'current_occupation', label: 'Current occupation', type: 'text', dependsOn: { field: 'graduated', value: '1' } },
      ],
    },
    { title: 'Workshop Preferences', fields: [{ name: 'why', label: 'Why this workshop', type: 'text', validation: { required: true } }] },
  ],
});

function renderForm(overrides: Partial<FormRendererProps> = {}) {
  const onSubmit = vi.fn<FormRendererProps['onSubmit']>(async () => ({ ok: true }) as const);
  const user = userEvent.setup();
  render(<FormRenderer definition={definition} widgets={testWidgets} onSubmit={onSubmit} {...overrides} />);
  return { user, onSubmit };
}

async function fillFirstStep(user: ReturnType<typeof userEvent.setup>, graduated = '0') {
  await user.type(screen.getByLabelText(/Full Name/), 'Mona Hassan');
  await user.type(screen.getByLabelText(/Email/), 'mona@example.com');
  await user.selectOptions(screen.getByLabelText(/Graduated/), graduated);
}

beforeEach(() => {
  document.title = 'Bootcamp Registration';
  vi.mocked(toast.error).mockClear();
});

describe('the wizard', () => {
  it('blocks Next on an invalid step with a summary naming each field, focus, title and one toast', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Full Name/), 'Mo');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Full Name: Minimum 3 characters',
      'Email: This field is required',
      'Graduated: This field is required',
    ]);
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription('Error: Minimum 3 characters'); // inline: today's wording
    expect(document.title).toBe('Error: Bootcamp Registration');
    expect(toast.error).toHaveBeenCalledWith('Full Name: Minimum 3 characters (and 2 more problems)');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument(); // did not move
  });

  it('moves to a field from its summary link', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('link', { name: 'Email: This field is required' }));
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it('advances on a valid step, goes back with Prev, and keeps the answers', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled(); // step 1
    await fillFirstStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Workshop Preferences' })).toHaveFocus();
    expect(document.title).toBe('Bootcamp Registration');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Mona Hassan');
  });

  it('goes from the last answer to Next with one Tab, then to Prev and the extra actions', async () => {
    const { user } = renderForm({ extraActions: <button type="button">Save and continue later</button> });
    await fillFirstStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Why this workshop/), 'To learn');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save and continue later' })).toHaveFocus();
  });

  it('shows a conditional field only while its condition holds, and drops its answer when hidden', async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/Current occupation/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Graduated/), '1');
    await user.type(screen.getByLabelText(/Current occupation/), 'Engineer');
    await user.selectOptions(screen.getByLabelText(/Graduated/), '0');
    expect(screen.queryByLabelText(/Current occupation/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Graduated/), '1');
    expect(screen.getByLabelText(/Current occupation/)).toHaveValue(''); // the hidden answer was dropped
  });

  it('reviews every answer by step with a Change link, then submits once and resets', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<{ ok: true }>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit });
    await fillFirstStep(user, '1');
    await user.type(screen.getByLabelText(/Current occupation/), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Why this workshop/), 'To learn');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeInTheDocument();
    expect(screen.getByText('Graduated').nextSibling).toHaveTextContent('Yes'); // option label, not value
    await user.click(screen.getByRole('button', { name: 'Change Personal Information' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Mona Hassan');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.dblClick(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled());
    await act(async () => finish({ ok: true }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([
      { name_en: 'Mona Hassan', email: 'mona@example.com', graduated: '1', current_occupation: 'Engineer', why: 'To learn' },
      expect.objectContaining({ name_en: 'Mona Hassan' }),
    ]);
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue(''); // reset to step 1
  });

  it("takes the applicant to the earliest step of the server's errors", async () => {
    const onSubmit = vi.fn(async () => ({ ok: false as const, errors: { why: ['Too short'], email: ['This email has already applied'] } }));
    const { user } = renderForm({ onSubmit });
    await fillFirstStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Why this workshop/), 'To learn');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Error: This email has already applied');
    expect(screen.getByLabelText(/Email/)).toHaveValue('mona@example.com'); // nothing lost
    expect(toast.error).toHaveBeenCalledWith('Please enter a valid Email');
    expect(toast.error).toHaveBeenCalledWith('Please enter a valid Why this workshop');
    expect(toast.error).toHaveBeenCalledTimes(2); // one per field, not the message again
  });

  it('disables every field in preview mode and never submits', async () => {
    const { user, onSubmit } = renderForm({ mode: 'preview' });
    expect(screen.getByLabelText(/Full Name/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Workshop Preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('widgets whose code downloads on demand', () => {
  it('are asked to preload for every type the form uses, not for the others', async () => {
    const preloads = { text: vi.fn(async () => undefined), select: vi.fn(async () => undefined), date: vi.fn(async () => undefined) };
    const widgets = {
      ...testWidgets,
      text: Object.assign((props: WidgetProps) => <testWidgets.text {...props} />, { preload: preloads.text }),
      select: Object.assign((props: WidgetProps) => <testWidgets.select {...props} />, { preload: preloads.select }),
      date: Object.assign((props: WidgetProps) => <testWidgets.date {...props} />, { preload: preloads.date }),
    };
    renderForm({ widgets });
    // The select sits on step 1 and the text on both; nothing in this form is a date.
    await waitFor(() => expect(preloads.select).toHaveBeenCalledTimes(1));
    expect(preloads.text).toHaveBeenCalledTimes(1);
    expect(preloads.date).not.toHaveBeenCalled();
  });

  it("Next shows the following step once its widgets' code is there, so Tab never skips a field still loading", async () => {
    let arrive!: () => void;
    const arrived = new Promise<undefined>((resolve) => (arrive = () => resolve(undefined)));
    const widgets = {
      ...testWidgets,
      text: Object.assign((props: WidgetProps) => <testWidgets.text {...props} />, { preload: () => arrived }),
    };
    const { user } = renderForm({ widgets });
    await fillFirstStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument(); // still waiting
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the next step…')); // once the wait is noticeable
    arrive();
    expect(await screen.findByLabelText(/Why this workshop/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
