import { describe, expect, it } from 'vitest';
import { checkDefinition } from '../check';
import { compileDefinition } from '../compile';

const form = (() => {
  const result = checkDefinition({
    title: 'T',
    steps: [
      {
        title: 'S',
        fields: [
          { name: 'phone', label: 'Phone', type: 'tel', validation: { pattern: '^01[0125]\\d{8}$' } },
          { name: 'year', label: 'Year', type: 'number', validation: { min: 1950 } },
          { name: 'about', label: 'About', type: 'textarea' },
          { name: 'secret', label: 'Password', type: 'password' },
        ],
      },
    ],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return compileDefinition(result.definition);
})();

describe('answers typed on an Arabic keyboard', () => {
  it('reads a phone number and a number written in Arabic-Indic (or Persian) digits as Western digits', () => {
    expect(form.validate({ phone: '٠١٠١٢٣٤٥٦٧٨', year: '٢٠٠٣' })).toEqual({ success: true, data: { phone: '01012345678', year: 2003 } });
    expect(form.validate({ phone: '۰۱۱۱۲۳۴۵۶۷۸', year: '١٩٩٩٫٥' })).toEqual({
      success: true,
      data: { phone: '01112345678', year: 1999.5 },
    });
  });

  it('keeps digits inside words, and a password, as typed', () => {
    expect(form.validate({ about: 'تخرجت عام ٢٠٢٤', secret: '١٢٣٤' })).toEqual({
      success: true,
      data: { about: 'تخرجت عام ٢٠٢٤', secret: '١٢٣٤' },
    });
  });

  it('still refuses a wrong number whatever its digits', () => {
    expect(form.validate({ phone: '٠١٣١٢٣٤٥٦٧٨' })).toMatchObject({ success: false, errors: { phone: ['Invalid format'] } });
  });
});
