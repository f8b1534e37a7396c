import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DateInput, parseIsoDate } from './date-input';
import { makeField, renderWidget } from './test-harness';

const field = makeField({ type: 'date', label: 'Date of birth' });
const calendar = () => within(document.querySelector<HTMLElement>('.react-datepicker') as HTMLElement);

test('an empty date opens the calendar at July 1980', async () => {
  const { user } = renderWidget(DateInput, { field, initial: '' });
  await user.click(screen.getByLabelText('Date of birth'));
  expect(calendar().getByDisplayValue('July')).toBeInTheDocument();
  expect(calendar().getByDisplayValue('1980')).toBeInTheDocument();
});

test('picking a day gives its yyyy-MM-dd text', async () => {
  const { user, onChange } = renderWidget(DateInput, { field, initial: '' });
  await user.click(screen.getByLabelText('Date of birth'));
  await user.click(calendar().getByRole('gridcell', { name: /July 15th, 1980/ }));
  expect(onChange).toHaveBeenLastCalledWith('1980-07-15');
  expect(screen.getByLabelText('Date of birth')).toHaveValue('1980-07-15');
});

test('the year and month dropdowns move the calendar', async () => {
  const { user, onChange } = renderWidget(DateInput, { field, initial: '' });
  await user.click(screen.getByLabelText('Date of birth'));
  await user.selectOptions(calendar().getByDisplayValue('1980'), '2001');
  await user.selectOptions(calendar().getByDisplayValue('July'), 'March');
  await user.click(calendar().getByRole('gridcell', { name: /March 3rd, 2001/ }));
  expect(onChange).toHaveBeenLastCalledWith('2001-03-03');
});

test('a chosen date opens the calendar at its own month', async () => {
  const { user } = renderWidget(DateInput, { field, initial: '2003-11-20' });
  await user.click(screen.getByLabelText('Date of birth'));
  expect(calendar().getByDisplayValue('November')).toBeInTheDocument();
  expect(calendar().getByDisplayValue('2003')).toBeInTheDocument();
});

test('typed text is kept as typed, so a wrong date reaches validation instead of vanishing', async () => {
  const { user, onChange } = renderWidget(DateInput, { field, initial: '' });
  const input = screen.getByLabelText('Date of birth');
  await user.type(input, '1990-02-31'); // no 31 February
  await user.tab();
  expect(onChange).toHaveBeenLastCalledWith('1990-02-31');
  expect(input).toHaveValue('1990-02-31');
});

test('clearing the text gives an empty string', async () => {
  const { user, onChange } = renderWidget(DateInput, { field, initial: '1990-05-17' });
  await user.clear(screen.getByLabelText('Date of birth'));
  expect(onChange).toHaveBeenLastCalledWith('');
});

test('Escape closes the calendar with the focus kept, and does not pull back a focus moved on at once', async () => {
  const { user } = renderWidget(DateInput, { field, initial: '' });
  const input = screen.getByLabelText('Date of birth');
  const after = document.body.appendChild(document.createElement('button'));
  await user.click(input);
  await user.keyboard('{Escape}');
  expect(document.querySelector('.react-datepicker')).toBeNull();
  expect(input).toHaveFocus();
  after.focus(); // a fast Tab
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(after).toHaveFocus();
  after.remove();
});

test('Enter closes the calendar with the focus kept and chooses no date the applicant did not type', async () => {
  const { user, onChange } = renderWidget(DateInput, { field, initial: '' });
  const input = screen.getByLabelText('Date of birth');
  await user.click(input);
  await user.keyboard('{Enter}');
  expect(document.querySelector('.react-datepicker')).toBeNull();
  expect(input).toHaveFocus();
  expect(input).toHaveValue('');
  expect(onChange).not.toHaveBeenCalledWith('1980-07-01'); // the calendar's highlighted day
});

test('Enter after a typed date keeps that date', async () => {
  const { user, onChange } = renderWidget(DateInput, { field, initial: '' });
  const input = screen.getByLabelText('Date of birth');
  await user.click(input);
  await user.keyboard('1998-01-01{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('1998-01-01');
  expect(input).toHaveValue('1998-01-01');
  expect(input).toHaveFocus();
});

test('parseIsoDate accepts only real yyyy-MM-dd dates', () => {
  expect(parseIsoDate('1990-05-17')?.getDate()).toBe(17);
  expect(parseIsoDate('1990-02-31')).toBeNull(); // would roll over to March
  expect(parseIsoDate('17/05/1990')).toBeNull(); // another format
  expect(parseIsoDate('1990-5-17')).toBeNull(); // month not padded
});

test('on an Arabic page the calendar names its months and days in Arabic, arrows labelled', async () => {
  const { user, onChange } = renderWidget(DateInput, { field, initial: '', language: 'ar' });
  await user.click(screen.getByLabelText('Date of birth'));
  expect(calendar().getByDisplayValue('يوليو')).toBeInTheDocument();
  expect(calendar().getByRole('button', { name: 'الشهر التالي' })).toBeInTheDocument();
  await user.click(calendar().getByRole('gridcell', { name: /١٥ يوليو ١٩٨٠|15 يوليو 1980/ }));
  expect(onChange).toHaveBeenLastCalledWith('1980-07-15'); // the answer stays an ISO date
});
