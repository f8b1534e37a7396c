import { expect, test } from 'vitest';
import { afterSignIn, signInPath } from './sign-in-path';

test('the sign-in page is asked to come back to the page and its query', () => {
  expect(signInPath({ pathname: '/admin/applications/bootcamp', search: '?status=submitted&page=2' })).toBe(
    '/admin/sign-in?next=%2Fadmin%2Fapplications%2Fbootcamp%3Fstatus%3Dsubmitted%26page%3D2',
  );
  expect(signInPath({ pathname: '/admin/sign-in', search: '?next=%2Fadmin' })).toBe('/admin/sign-in'); // never to itself
});

test("after sign-in: console pages in the page, photo links by a full load, anything else to the role's start", () => {
  expect(afterSignIn('/admin/seats', 'reviewer')).toEqual({ to: '/admin/seats', fullLoad: false });
  expect(afterSignIn('/admin', 'admin')).toEqual({ to: '/admin', fullLoad: false });
  expect(afterSignIn('/api/v1/admin/media/3f2a', 'reviewer')).toEqual({ to: '/api/v1/admin/media/3f2a', fullLoad: true });
  // The preview opens in the language the organiser signed in with; a photo link has no language.
  expect(afterSignIn('/forms/preview?form=bootcamp&version=2', 'admin', 'ar')).toEqual({
    to: '/ar/forms/preview?form=bootcamp&version=2',
    fullLoad: true,
  });
  expect(afterSignIn('/api/v1/admin/media/3f2a', 'reviewer', 'ar')).toEqual({ to: '/api/v1/admin/media/3f2a', fullLoad: true });
  expect(afterSignIn('https://evil.example/admin', 'reviewer')).toEqual({ to: '/admin', fullLoad: false }); // another site
  expect(afterSignIn('//evil.example/admin', 'reviewer')).toEqual({ to: '/admin', fullLoad: false }); // protocol-relative
  expect(afterSignIn('/administrator', 'reviewer')).toEqual({ to: '/admin', fullLoad: false }); // not a console page
  expect(afterSignIn('/api/v1/admin/applications', 'reviewer')).toEqual({ to: '/admin', fullLoad: false }); // only media
  expect(afterSignIn('/forms/preview?form=bootcamp&version=2', 'admin')).toEqual({
    to: '/forms/preview?form=bootcamp&version=2',
    fullLoad: true,
  });
  expect(afterSignIn('/forms/previewer', 'admin')).toEqual({ to: '/admin', fullLoad: false });
  expect(afterSignIn(null, 'door')).toEqual({ to: '/admin/check-in', fullLoad: false });
  expect(afterSignIn('/admin/sign-in', 'door')).toEqual({ to: '/admin/check-in', fullLoad: false });
});
