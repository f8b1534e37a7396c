import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bootcampForm from '../../../forms/bootcamp.json';
import { checkDefinition, type FieldDef, type FormDefinition } from '../../engine/index';
import { FormRenderer } from '../../form-react/index';
import { defaultWidgets } from '../../widgets/default-widgets';
import { personalDataFor, suggestWorkshops, workshopSuggester } from './use-workshop-suggestions';

const check = (raw: unknown): FormDefinition => {
  const checked = checkDefinition(raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.definition;
};
const bootcamp = check(bootcampForm);
// The workshop step of the bootcamp form on its own, so the test starts where the button is.
const workshopStep = check({
  ...bootcampForm,
  steps: [bootcampForm.steps.find((step) => JSON.stringify(step.title).includes('Workshop Preferences'))!],
});
const anyField = {} as FieldDef;
const answer = {
  output: {
    recommended_workshops: {
      first_priority_id: { id: 3, name: 'Machine Learning Fundamentals' },
      second_priority_id: { id: 2, name: 'Python for Data Analysis' },
      third_priority_id: { id: 4, name: 'GIS and Remote Sensing Basics' },
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('personalDataFor', () => {
  it('sends labels for select values and nothing that identifies the applicant', () => {
    const personal = personalDataFor(bootcamp, {
      name_en: 'Mona Hassan',
      email: 'mona@example.com',
      phone_number: '01012345678',
      national_id: '29901011234567',
      field_of_study_id: '1',
      'technical-skills': ['5', '4'],
      'non-technical-skills': [],
      talk_about_yourself: 'I like maps',
      personal_photo: new File(['x'], 'me.png', { type: 'image/png' }),
    });
    expect(personal).toEqual({
      field_of_study_id: 'Computer Science and IT',
      'technical-skills': ['AI/Machine Learning', 'Data Analysis'],
      talk_about_yourself: 'I like maps',
    });
  });
});

describe('workshopSuggester', () => {
  it('posts the personal data and offers the picks as { value, badge }', async () => {
    const fetch = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetch);
    expect(await suggestWorkshops(anyField, { field_of_study_id: '1' })).toEqual({
      first_priority_id: { value: '3', badge: 'Suggested: Machine Learning Fundamentals' },
      second_priority_id: { value: '2', badge: 'Suggested: Python for Data Analysis' },
      third_priority_id: { value: '4', badge: 'Suggested: GIS and Remote Sensing Basics' },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/assistant/workshop-suggestions');
    expect(JSON.parse(String(init.body))).toEqual({ personal_data: { field_of_study_id: 'Computer Science and IT' } });
  });

  it('gives the empty priorities the picks the applicant has not chosen yet', async () => {
    const suggest = workshopSuggester(bootcamp, async () => answer.output.recommended_workshops);
    expect(await suggest(anyField, { first_priority_id: '2', third_priority_id: '' })).toEqual({
      second_priority_id: { value: '3', badge: 'Suggested: Machine Learning Fundamentals' },
      third_priority_id: { value: '4', badge: 'Suggested: GIS and Remote Sensing Basics' },
    });
  });

  it('throws when the server fails, so the renderer leaves the form alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(suggestWorkshops(anyField, {})).rejects.toThrow('Workshop suggestions failed (500).');
  });
});

describe('in the bootcamp form', () => {
  const renderStep = (initialValues: Record<string, unknown>) => {
    const user = userEvent.setup();
    render(
      <FormRenderer
        definition={workshopStep}
        widgets={defaultWidgets}
        onSubmit={vi.fn()}
        onSuggest={suggestWorkshops}
        initialValues={initialValues}
        fetchOptions={async () => workshopStep.fields[1]!.options}
      />,
    );
    return user;
  };

  it('fills only the empty priority selects, each with a badge naming its suggestion', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answer)),
    );
    const user = renderStep({ first_priority_id: '1' });
    await user.click(screen.getByRole('button', { name: 'Suggest workshop priorities' }));
    expect(await screen.findByText('Suggested: Machine Learning Fundamentals')).toBeInTheDocument();
    expect(screen.getByText('Suggested: Python for Data Analysis')).toBeInTheDocument();
    expect(screen.queryByText('Suggested: GIS and Remote Sensing Basics')).not.toBeInTheDocument();
    expect(screen.getByText('Introduction to NASA Open Data')).toBeInTheDocument(); // the applicant's own first choice stays
    expect(screen.getByText('Machine Learning Fundamentals')).toBeInTheDocument();
    expect(screen.getByText('Python for Data Analysis')).toBeInTheDocument();
  });

  it('logs a failure and leaves the form as it was', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderStep({});
    await user.click(screen.getByRole('button', { name: 'Suggest workshop priorities' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Suggestion failed', expect.any(TypeError)));
    expect(screen.queryByText(/^Suggested:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suggest workshop priorities' })).toBeEnabled();
  });
});
