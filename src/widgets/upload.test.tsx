import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FILE_MAX_SIZE } from '../engine/index';
import { FileUpload } from './file-upload';
import { ImageUpload } from './image-upload';
import { makeField, renderWidget } from './test-harness';

const UPLOAD_INSTRUCTIONS = 'Press Enter or Space to choose a file, or drag and drop it here';

const image = makeField({ type: 'image', label: 'Team photo' });
const anyFile = makeField({ type: 'file', label: 'Proposal' });
// The input's accept attribute would make user-event drop wrong types before the widget sees them.
const user = { applyAccept: false };

/** A file that claims a size without allocating it. */
function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('an accepted PNG becomes the value and shows its name, size, type and a thumbnail', async () => {
  const png = new File([new Uint8Array(2048)], 'team.png', { type: 'image/png' });
  const view = renderWidget(ImageUpload, { field: image, initial: null, user });
  await view.user.upload(screen.getByLabelText('Team photo'), png);
  expect(view.onChange).toHaveBeenLastCalledWith(png);
  expect(screen.getByText('team.png')).toBeInTheDocument();
  expect(screen.getByText('2 KB')).toBeInTheDocument();
  expect(screen.getByText('image/png')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Preview of team.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an image over 10 MB is refused with the size message', async () => {
  const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' });
  const view = renderWidget(ImageUpload, { field: image, initial: null, user });
  await view.user.upload(screen.getByLabelText('Team photo'), big);
  expect(screen.getByRole('alert')).toHaveTextContent('File "big.png" exceeds the maximum size of 10 MB.');
  expect(view.onChange).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Team photo')).toHaveAccessibleDescription(expect.stringContaining('exceeds the maximum size'));
});

test('a file named .png whose type is HTML is refused with the type message', async () => {
  const fake = new File(['<html>'], 'x.png', { type: 'text/html' });
  const view = renderWidget(ImageUpload, { field: image, initial: null, user });
  await view.user.upload(screen.getByLabelText('Team photo'), fake);
  expect(screen.getByRole('alert')).toHaveTextContent('File "x.png" is not an accepted file type.');
  expect(view.onChange).not.toHaveBeenCalled();
});

test("the field's own accept list replaces the image default", async () => {
  const field = makeField({ type: 'image', label: 'Team photo', validation: { accept: ['image/png'] } });
  const view = renderWidget(ImageUpload, { field, initial: null, user });
  await view.user.upload(screen.getByLabelText('Team photo'), new File(['gif'], 'team.gif', { type: 'image/gif' }));
  expect(screen.getByRole('alert')).toHaveTextContent('File "team.gif" is not an accepted file type.');
});

test('Remove empties the value, revokes the thumbnail URL and returns focus to the input', async () => {
  const revoke = vi.spyOn(URL, 'revokeObjectURL');
  const png = new File(['png'], 'team.png', { type: 'image/png' });
  const view = renderWidget(ImageUpload, { field: image, initial: png, user });
  const thumbnail = await screen.findByRole('img', { name: 'Preview of team.png' });
  const url = thumbnail.getAttribute('src');
  await view.user.click(screen.getByRole('button', { name: 'Remove team.png' }));
  expect(view.onChange).toHaveBeenLastCalledWith(null);
  expect(screen.queryByText('team.png')).not.toBeInTheDocument();
  expect(revoke).toHaveBeenCalledWith(url);
  expect(screen.getByLabelText('Team photo')).toHaveFocus();
});

test('a generic file may be exactly 734003200 bytes, not one more', async () => {
  const view = renderWidget(FileUpload, { field: anyFile, initial: null, user });
  const input = screen.getByLabelText('Proposal');
  const largest = fileOfSize('video.mp4', 'video/mp4', FILE_MAX_SIZE);
  await view.user.upload(input, largest);
  expect(view.onChange).toHaveBeenLastCalledWith(largest);
  expect(screen.getByText('700 MB')).toBeInTheDocument();

  await view.user.upload(input, fileOfSize('longer.mp4', 'video/mp4', FILE_MAX_SIZE + 1));
  expect(screen.getByRole('alert')).toHaveTextContent('File "longer.mp4" exceeds the maximum size of 700 MB.');
  expect(view.onChange).toHaveBeenCalledTimes(1); // the refused file leaves the accepted one in place
  expect(screen.getByText('video.mp4')).toBeInTheDocument();
});

test('dropping two files at once is refused with the count message', async () => {
  const view = renderWidget(FileUpload, { field: anyFile, initial: null });
  const files = [new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['b'], 'b.pdf', { type: 'application/pdf' })];
  const zone = screen.getByText(UPLOAD_INSTRUCTIONS);
  // happy-dom has no drag and drop: hand react-dropzone the DataTransfer a browser would.
  const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
  fireEvent.drop(zone, { dataTransfer: { files, items, types: ['Files'] } });
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You can only upload a maximum of 1 files.'));
  expect(view.onChange).not.toHaveBeenCalled();
});

test('the drop zone tells the keys, then the accepted types and the limit', () => {
  renderWidget(ImageUpload, { field: image, initial: null });
  expect(screen.getByText(UPLOAD_INSTRUCTIONS)).toBeVisible(); // said on screen, not only to screen readers
  expect(screen.getByLabelText('Team photo')).toHaveAccessibleDescription(`${UPLOAD_INSTRUCTIONS} SVG, PNG, JPEG or GIF, up to 10 MB`);
});

test('the labelled control is the file input itself: focusable, announced as a file input, required when the field is', () => {
  renderWidget(FileUpload, { field: anyFile, initial: null, props: { required: true } });
  const input = screen.getByLabelText('Proposal');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('tabindex', '0');
  expect(input).toBeRequired();
  expect(input).toHaveAttribute('aria-required', 'true');
  // Chromium calls a file input a button and drops required: the role description and the description say both.
  expect(input).toHaveAttribute('aria-roledescription', 'file input');
  expect(input).toHaveAccessibleDescription(`Required. ${UPLOAD_INSTRUCTIONS} Any file, up to 700 MB`);
  input.focus();
  expect(input).toHaveFocus();
});

test('an optional upload says nothing about being required', () => {
  renderWidget(FileUpload, { field: anyFile, initial: null });
  const input = screen.getByLabelText('Proposal');
  expect(input).not.toBeRequired();
  expect(input).toHaveAccessibleDescription(`${UPLOAD_INSTRUCTIONS} Any file, up to 700 MB`);
});

test('disabled, the input and Remove are disabled', () => {
  renderWidget(ImageUpload, { field: image, initial: new File(['png'], 'team.png', { type: 'image/png' }), props: { disabled: true } });
  expect(screen.getByLabelText('Team photo')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove team.png' })).toBeDisabled();
});
