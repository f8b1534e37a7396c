import { expect, test } from 'vitest';
import { INITIAL_USER_STATE, participationMethodId, userReducer, type UserStatus } from './user-state';

const enter = (status: UserStatus) => ({
  type: 'enter' as const,
  status,
  email: ' a@b.co ',
  national_id: '29901011234567',
  participation_method: 'on-site' as const,
});

test('starts as register, virtual, not entered', () => {
  expect(INITIAL_USER_STATE).toMatchObject({ status: 'register', participation_method: 'virtual', entered: false });
});

test('entering keeps the answers (trimmed) and the status', () => {
  expect(userReducer(INITIAL_USER_STATE, enter('login'))).toMatchObject({ status: 'login', email: 'a@b.co', entered: true });
});

test('only register and login exist: anything else is register', () => {
  expect(userReducer(INITIAL_USER_STATE, enter('admin' as UserStatus)).status).toBe('register');
});

test('reset goes back to register and to the entry page, keeping what was typed', () => {
  const reset = userReducer(userReducer(INITIAL_USER_STATE, enter('login')), { type: 'reset' });
  expect(reset).toMatchObject({ status: 'register', entered: false, email: 'a@b.co' });
});

test('the participation method can be set freely and maps to the form ids', () => {
  expect(userReducer(INITIAL_USER_STATE, { type: 'set-participation', participation_method: 'on-site' }).participation_method).toBe(
    'on-site',
  );
  expect([participationMethodId('on-site'), participationMethodId('virtual')]).toEqual(['1', '2']);
});
