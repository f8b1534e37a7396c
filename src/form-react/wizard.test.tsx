import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../engine/index';
import { FormRenderer } from './form-renderer';
import { checkedForTest, testWidgets, yesNo } from './test-widgets';
import type { FormRendererProps } from './types';

const definition: FormDefinition = checkedForTest({
  title: 'Bootcamp',
  steps: [
    {
      title: 'About you',
      fields: [
        { name: 'full_name', label: 'Full Name', type: 'text', validation: { required: true, minLength: 3 } },
        { name: 'email', label: 'Email', type: 'email', validation: { required: true } },
        { name: 'graduated', label: 'Graduated', type: 'select', options: yesNo, validation: { required: true } },
        { name: 'occupation', label: 'Current occupation', type: 'text', dependsOn: { field: 'graduated', value: '1' } },
      ],
    },
    {
      title: 'Workshop',
      fields: [
        { name: 'why', label: 'Why this workshop', type: 'text', validation: { required: true } },
        // Shown beside the answers it fills, never as an answer itself.
        { name: 'ideas', label: 'Suggest workshops', type: 'suggestion' },
        // Depends on an answer of the previous step: hidden by a change made after going back.
        { name: 'employer', label: 'Employer', type: 'text', dependsOn: { field: 'graduated', value: '1' } },
        { name: 'captcha', label: 'Captcha', type: 'reCaptcha' },
      ],
    },
  ],
});

const complete = {
  full_name: 'Mona Hassan',
  email: 'mona@example.com',
  graduated: '1',
  occupation: 'Engineer',
  why: 'To learn',
  employer: 'Acme',
  captcha: 'token',
};

function renderForm(overrides: Partial<FormRendererProps> = {}) {
  const onSubmit = vi.fn<FormRendererProps['onSubmit']>(async () => ({ ok: true }) as const);
  const onSuggest = vi.fn(async () => ({}));
  const user = userEvent.setup();
  render(
    <FormRenderer
      definition={definition}
      widgets={testWidgets}
      onSubmit={onSubmit}
      onSuggest={onSuggest}
      keepValuesOnSuccess
      {...overrides}
    />,
  );
  return { user, onSubmit };
}

const heading = (name: string) => screen.getByRole('heading', { level: 2, name });
const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function fillAboutYou(user: ReturnType<typeof userEvent.setup>, graduated: '0' | '1') {
  await user.type(screen.getByLabelText(/Full Name/), 'Mona Hassan');
  await user.type(screen.getByLabelText(/Email/), 'mona@example.com');
  await user.selectOptions(screen.getByLabelText(/Graduated/), graduated);
}

beforeEach(() => {
  document.title = 'Bootcamp Registration';
});

describe('Next', () => {
  it('stays on a step with errors, names each field in the summary, focuses the first and shrinks as they are fixed', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Full Name/), 'Mo');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(summaryLinks()).toEqual([
      'Full Name: Minimum 3 characters',
      'Email: This field is required',
      'Graduated: This field is required',
    ]);
    expect(heading('About you')).toBeInTheDocument(); // did not move on
    expect(screen.queryByLabelText(/Why this workshop/)).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('About you');
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus(); // the first field the applicant must fix

    // After a failed attempt every answer is re-checked as it changes: the summary follows.
    await user.type(screen.getByLabelText(/Email/), 'mona@example.com');
    await waitFor(() => expect(summaryLinks()).toEqual(['Full Name: Minimum 3 characters', 'Graduated: This field is required']));
  });

  it('moves to the next step and focuses its heading once the step is valid', async () => {
    const { user } = renderForm();
    await fillAboutYou(user, '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Workshop' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Prev', () => {
  it('goes back with every answer kept, on both steps', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled(); // nothing before the first step
    await fillAboutYou(user, '1');
    await user.type(screen.getByLabelText(/Current occupation/), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Why this workshop/), 'To learn');

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(heading('About you')).toHaveFocus();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Mona Hassan');
    expect(screen.getByLabelText(/Graduated/)).toHaveValue('1');
    expect(screen.getByLabelText(/Current occupation/)).toHaveValue('Engineer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/Why this workshop/)).toHaveValue('To learn');
  });
});

describe('Submit', () => {
  it('with an error on an earlier step, takes the applicant to that step and sends nothing', async () => {
    const onStepChange = vi.fn();
    const { user, onSubmit } = renderForm({ initialValues: { ...complete, email: 'not an address' }, initialStep: 2, onStepChange });
    expect(heading('Check your answers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
    expect(heading('About you')).toBeInTheDocument();
    expect(summaryLinks()).toEqual([expect.stringMatching(/^Email: /)]);
    expect(screen.getByLabelText(/Email/)).toHaveValue('not an address'); // nothing lost
    expect(onStepChange).toHaveBeenLastCalledWith(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('drops the answer of a field a later change hid, even one on another step', async () => {
    const { user, onSubmit } = renderForm();
    await fillAboutYou(user, '1');
    await user.type(screen.getByLabelText(/Current occupation/), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Why this workshop/), 'To learn');
    await user.type(screen.getByLabelText(/Employer/), 'Acme');
    await user.type(screen.getByLabelText(/Captcha/), 'token');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.selectOptions(screen.getByLabelText(/Graduated/), '0'); // hides the occupation here and the employer on the next step
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/Why this workshop/)).toHaveValue('To learn');
    expect(screen.queryByLabelText(/Employer/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(await screen.findByRole('region', { name: 'Workshop' })).queryByText('Employer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [data, raw] = onSubmit.mock.calls[0]!;
    expect(data).toEqual({ full_name: 'Mona Hassan', email: 'mona@example.com', graduated: '0', why: 'To learn', captcha: 'token' });
    expect(raw).toMatchObject({ occupation: '', employer: '' }); // gone from the form too, so Prev never brings it back
  });
});

describe('the review step', () => {
  it('lists the answers by step with option labels, not the suggestion button or the captcha', async () => {
    renderForm({ initialValues: complete, initialStep: 2 });
    const about = screen.getByRole('region', { name: 'About you' });
    const rows = (region: HTMLElement) =>
      within(region)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(rows(about)).toEqual(['Full Name: Mona Hassan', 'Email: mona@example.com', 'Graduated: Yes', 'Current occupation: Engineer']);
    expect(rows(screen.getByRole('region', { name: 'Workshop' }))).toEqual(['Why this workshop: To learn', 'Employer: Acme']);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('has a Change link per step that opens that step with its answers, its heading focused', async () => {
    const { user } = renderForm({ initialValues: complete, initialStep: 2 });
    await user.click(screen.getByRole('button', { name: 'Change Workshop' }));
    expect(heading('Workshop')).toHaveFocus();
    expect(screen.getByLabelText(/Why this workshop/)).toHaveValue('To learn');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Change About you' }));
    expect(heading('About you')).toHaveFocus();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Mona Hassan');
  });
});

describe('initialStep and onStepChange', () => {
  it('opens on the given step, clamped to the form, without reporting it as a move', () => {
    const onStepChange = vi.fn();
    const { unmount } = render(
      <FormRenderer definition={definition} widgets={testWidgets} onSubmit={vi.fn()} initialStep={1} onStepChange={onStepChange} />,
    );
    expect(heading('Workshop')).toBeInTheDocument();
    unmount();
    render(<FormRenderer definition={definition} widgets={testWidgets} onSubmit={vi.fn()} initialStep={99} />);
    expect(heading('Check your answers')).toBeInTheDocument(); // the last step there is
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it('reports every move, a return to the first step included', async () => {
    const onStepChange = vi.fn();
    const { user } = renderForm({ initialValues: complete, initialStep: 1, onStepChange });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Check your answers' });
    await user.click(screen.getByRole('button', { name: 'Change About you' }));
    expect(onStepChange.mock.calls).toEqual([[2], [0]]);
  });
});
