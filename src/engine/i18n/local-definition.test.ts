import { describe, expect, it } from 'vitest';
import { checkDefinition } from '../check';
import type { FormDefinition } from '../model';

const translated = {
  title: { en: 'Bootcamp', ar: 'المعسكر' },
  description: 'Apply now',
  steps: [
    {
      title: { en: 'You', ar: 'بياناتك' },
      notice: { ar: 'تنبيه' },
      links: [{ label: { en: 'Rules', ar: 'القواعد' }, href: '/rules' }],
      fields: [
        { label: { en: 'Full Name', ar: 'الاسم بالكامل' }, type: 'text', placeholder: { en: 'Your name', ar: 'اسمك' } },
        { name: 'name_ar', label: { en: 'Name in Arabic', ar: 'الاسم بالعربية' }, type: 'text', lang: 'ar' },
        {
          name: 'track',
          label: 'Track',
          type: 'select',
          options: [{ label: { en: 'Web', ar: 'الويب' }, value: 'web' }],
          validation: { required: true, message: { en: 'Pick one', ar: 'اختر واحدًا' }, messages: { required: { ar: 'مطلوب' } } },
        },
      ],
    },
  ],
};

const checked = (input: unknown, language?: 'en' | 'ar'): FormDefinition => {
  const result = checkDefinition(input, language ? { language } : {});
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.definition;
};

describe('checkDefinition resolves every text in the language asked for', () => {
  it('gives Arabic texts, falling back to English, then to the one language given', () => {
    const definition = checked(translated, 'ar');
    const [name, nameAr, track] = definition.fields;
    expect(definition.language).toBe('ar');
    expect([definition.title, definition.description, definition.steps[0]!.title, definition.steps[0]!.notice]).toEqual([
      'المعسكر',
      'Apply now',
      'بياناتك',
      'تنبيه',
    ]);
    expect(definition.steps[0]!.links).toEqual([{ label: 'القواعد', href: '/rules' }]);
    expect([name!.label, name!.placeholder, nameAr!.label, track!.options[0]!.label]).toEqual([
      'الاسم بالكامل',
      'اسمك',
      'الاسم بالعربية',
      'الويب',
    ]);
    expect(track!.validation).toMatchObject({ message: 'اختر واحدًا', messages: { required: 'مطلوب' } });
  });

  it('gives English by default, and an Arabic-only text as written', () => {
    const definition = checked(translated);
    expect(definition.language).toBe('en');
    expect([definition.title, definition.steps[0]!.notice, definition.fields[0]!.label]).toEqual(['Bootcamp', 'تنبيه', 'Full Name']);
    expect(definition.fields[2]!.validation.messages).toEqual({ required: 'مطلوب' });
  });

  it('derives a missing name from the English label whatever the language, and keeps the answer language', () => {
    expect(checked(translated, 'ar').fields.map((field) => field.name)).toEqual(['fullname', 'name_ar', 'track']);
    expect(checked(translated, 'ar').fields.map((field) => field.lang)).toEqual([undefined, 'ar', undefined]);
  });

  it('refuses an empty translation, a key that is no language code, and an unknown answer language', () => {
    const result = checkDefinition({
      title: {},
      steps: [{ title: { en: 'S', 'e n': 'x' }, fields: [{ name: 'a', label: 'A', type: 'text', lang: 'fr' }] }],
    });
    expect(result.ok ? [] : result.problems.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      'title: A translated text needs at least one language',
      'steps.0.title.e n: "e n" is not a language code such as "en" or "ar"',
      expect.stringMatching(/^steps\.0\.fields\.0\.lang: /),
    ]);
  });
});
