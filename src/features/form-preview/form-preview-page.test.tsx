import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDefinition, compileDefinition } from '../../engine/index';
import mentorApplication from '../../../forms/examples/mentor-application.json';
import workshopFeedback from '../../../forms/examples/workshop-feedback.json';
import { defaultWidgets } from '../../widgets/default-widgets';
import { preloadWidgets } from '../../widgets/test-harness';
import { renderPreview } from './preview-harness';

const renderPage = () => renderPreview();
const paste = (text: string) => fireEvent.change(screen.getByLabelText(/Definition \(JSON\)/), { target: { value: text } });

describe('the organisers’ preview', () => {
  beforeAll(() => preloadWidgets(defaultWidgets));
  // Nobody is signed in to the console: the page is the offline checker it always was.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Please sign in again.' }, { status: 401 })),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('lists the problems of a broken definition with their paths', async () => {
    renderPage();
    paste(
      JSON.stringify({
        title: 'T',
        steps: [
          {
            title: 'S',
            fields: [
              { name: 'a', label: 'A', type: 'txt' },
              { name: 'b', label: 'B', type: 'text', dependsOn: { field: 'zz', value: '1' } },
            ],
          },
        ],
      }),
    );
    const problems = await screen.findByRole('heading', { name: 'Problems (2)' });
    expect(problems.parentElement).toHaveTextContent('steps.0.fields.0.type Unknown field type "txt"');
    expect(problems.parentElement).toHaveTextContent('steps.0.fields.1.dependsOn.field Depends on "zz", which is not a field of this form');
    expect(screen.getByText('Fix the problems to see the form.')).toBeInTheDocument();
  });

  it('refuses a pattern the server would refuse, with its hint', async () => {
    renderPage();
    paste(
      JSON.stringify({
        title: 'T',
        steps: [{ title: 'S', fields: [{ name: 'code', label: 'Code', type: 'text', validation: { pattern: '^(?!0)\\d+$' } }] }],
      }),
    );
    const problems = await screen.findByRole('heading', { name: 'Problems (1)' });
    expect(problems.parentElement).toHaveTextContent('steps.0.fields.0.validation.pattern Lookahead is not supported');
    expect(problems.parentElement).toHaveTextContent('linear-time engine');
  });

  it('draws a fixed definition and shows what the engine makes of the answers', async () => {
    renderPage();
    paste(
      JSON.stringify({
        title: 'T',
        steps: [
          {
            title: 'Only step',
            fields: [{ name: 'full_name', label: 'Full name', type: 'text', validation: { required: true, minLength: 3 } }],
          },
        ],
      }),
    );
    const input = await screen.findByLabelText(/Full name/);
    await userEvent.type(input, 'Mo');
    expect(screen.getByText(/"full_name": "Mo"/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Errors' }).nextSibling).toHaveTextContent('Minimum 3 characters');
    await userEvent.type(input, 'na');
    expect(screen.getByRole('heading', { name: 'Submitted data' })).toBeInTheDocument();
  });

  it('disables the fields in preview mode', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'preview' }));
    expect(await screen.findByLabelText(/Full name/)).toBeDisabled();
  });

  // The builder's exports carry `dependsOn: {}`, `endpoint: ''`, `body: ''`, `options: []`: drawn without edits.
  it.each([
    ['mentor-application', mentorApplication],
    ['workshop-feedback', workshopFeedback],
  ])('draws every step of forms/examples/%s.json as exported', async (_id, json) => {
    renderPage();
    paste(JSON.stringify(json));
    // No problem stops it; an exported builder form is English only, which the linter may warn about.
    await userEvent.click(await screen.findByRole('radio', { name: 'preview' }));
    expect(screen.queryByRole('heading', { name: /^Problems/ })).toBeNull();
    const checked = checkDefinition(json);
    if (!checked.ok) throw new Error('the example does not pass the checks');
    const form = compileDefinition(checked.definition);
    for (const [index, step] of checked.definition.steps.entries()) {
      expect(await screen.findByRole('heading', { name: step.title })).toBeInTheDocument();
      for (const field of form.visibleFields(index, form.initialValues)) expect(screen.getByRole('form')).toHaveTextContent(field.label);
      if (index < checked.definition.steps.length - 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
  });

  it('on the Arabic page, words its own parts in Arabic and leaves the checker’s English problems left to right', async () => {
    renderPreview('/ar/forms/preview');
    fireEvent.change(screen.getByLabelText(/التعريف \(JSON\)/), { target: { value: '[]' } });
    const problems = await screen.findByRole('heading', { name: 'المشكلات (١)' });
    const section = problems.parentElement!;
    expect(section).toHaveTextContent('تُكتب المشكلات التي تجدها الفحوص بالإنجليزية');
    const list = section.querySelector('ul')!;
    expect(list).toHaveAttribute('lang', 'en'); // read out in English, not as Arabic
    expect(list).toHaveAttribute('dir', 'ltr');
    expect(list).toHaveTextContent('(الجذر) Expected object, got a list');
    expect(screen.getByText('(الجذر)')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('أصلح المشكلات لترى الاستمارة.')).toBeInTheDocument();
  });

  it('names the modes in the page’s language', async () => {
    renderPreview('/ar/forms/preview');
    const modes = within(screen.getByRole('group', { name: 'الوضع' }));
    expect(modes.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.trim())).toEqual(['إضافة', 'تعديل', 'معاينة']);
    await userEvent.click(modes.getByRole('radio', { name: 'معاينة' }));
    expect(await screen.findByLabelText(/الاسم الكامل/)).toBeDisabled(); // the sample's own Arabic
  });

  it('shows the texts in the language chosen, so organisers check each translation', async () => {
    renderPage();
    const title = { en: 'About you', ar: 'عنك' };
    paste(
      JSON.stringify({
        title: 'Bilingual',
        steps: [{ title, fields: [{ name: 'city', label: { en: 'City', ar: 'المدينة' }, type: 'text' }] }],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'عنك' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'المدينة' })).toBeInTheDocument();
  });
});
