import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderConsole, session, stubApi, type Sent } from '../test-support/render-console';

afterEach(() => vi.unstubAllGlobals());

const address = () => screen.getByTestId('address').textContent;
const signInTries = (sent: Sent[]) => sent.filter((request) => request.path === '/admin/session' && request.method === 'POST');

test('empty fields: an error summary naming each field takes focus, with the errors beside the fields, and nothing is sent', async () => {
  const sent = stubApi(() => undefined);
  renderConsole('/admin/sign-in');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

  const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
  expect(summary).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Enter your e-mail address' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enter your password' })).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Error: Enter your e-mail address');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Error: Enter your password');
  expect(document.title).toBe('Error: Sign in — Console');
  expect(signInTries(sent)).toEqual([]);

  // The summary's link takes the organiser to the field.
  await userEvent.click(screen.getByRole('link', { name: 'Enter your password' }));
  expect(screen.getByLabelText('Password')).toHaveFocus();
});

test('a wrong password says so without telling which was wrong', async () => {
  stubApi(({ method }) => (method === 'POST' ? { status: 401, body: { message: 'The e-mail or password is not right.' } } : undefined));
  renderConsole('/admin/sign-in');
  await userEvent.type(await screen.findByLabelText('E-mail'), 'someone@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('link', { name: 'The e-mail or password is not right.' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
  expect(address()).toBe('/admin/sign-in');
});

test('too many tries say how long to wait', async () => {
  const tooMany = { status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': '120' } };
  stubApi(({ method }) => (method === 'POST' ? tooMany : undefined));
  renderConsole('/admin/sign-in');
  await userEvent.type(await screen.findByLabelText('E-mail'), 'someone@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'again');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Too many sign-in attempts. Wait 2 minutes, then try again.')).toBeInTheDocument();
});

test('a door organiser who signs in without a page to return to starts at check-in', async () => {
  const sent = stubApi(({ path }) => (path === '/admin/session' ? session('door') : undefined));
  renderConsole('/admin/sign-in?next=https%3A%2F%2Fevil.example%2F');
  await userEvent.type(await screen.findByLabelText('E-mail'), 'door@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('door@example.org');
  expect(address()).toBe('/admin/check-in');
  expect(signInTries(sent)).toHaveLength(1);
});
