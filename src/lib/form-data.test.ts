import { describe, expect, it } from 'vitest';
import { hasFile, toFormData } from './form-data';

describe('toFormData', () => {
  it('writes answers in the bracket notation the server reads', () => {
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    const form = toFormData({
      team_name: 'Orbiters',
      members_count: 2,
      skills: ['1', '3'],
      agree: true,
      comment: '', // empty answers are left out
      members: [{ name: 'Mona', national_id_photo: photo, tags: ['a'] }, { name: 'Omar' }],
    });
    expect([...form.keys()]).toEqual([
      'team_name',
      'members_count',
      'skills[]',
      'skills[]',
      'agree',
      'members[0][name]',
      'members[0][national_id_photo]',
      'members[0][tags][]',
      'members[1][name]',
    ]);
    expect(form.getAll('skills[]')).toEqual(['1', '3']);
    expect((form.get('members[0][national_id_photo]') as File).name).toBe('photo.png');
  });

  it('knows when answers carry a file', () => {
    expect(hasFile({ a: '1', rows: [{ b: new Blob(['x']) }] })).toBe(true);
    expect(hasFile({ a: '1', rows: [{ b: 'x' }] })).toBe(false);
  });
});
