import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FileUpload } from './file-upload';
import { ImageUpload } from './image-upload';
import { makeField, renderWidget } from './test-harness';

const UPLOAD_INSTRUCTIONS = 'Press Enter or Space to choose a file, or drag and drop it here';

// The input's accept attribute would make user-event drop wrong types before the widget sees them.
const user = { applyAccept: false };
const pdfField = (accept: string[]) => makeField({ type: 'file', label: 'Proposal', validation: { accept } });

/** Drops one file on the zone the way a browser hands it to react-dropzone (happy-dom has no drag and drop). */
function drop(file: File) {
  const zone = screen.getByText(UPLOAD_INSTRUCTIONS);
  fireEvent.drop(zone, {
    dataTransfer: { files: [file], items: [{ kind: 'file', type: file.type, getAsFile: () => file }], types: ['Files'] },
  });
}

// The same cases as the engine's `accepts` and the server's check (server/submissions/file-accept.test.ts).
test.each([
  [['.pdf'], 'Proposal.PDF', 'application/pdf', true],
  [['.pdf'], 'scan.pdf', '', true], // the browser could not tell: the extension stands in
  [['.pdf'], 'x.pdf', 'image/png', false], // a PNG renamed x.pdf
  [['.pdf'], 'proposal.txt', 'application/pdf', false],
  [['application/pdf'], 'proposal.pdf', 'application/pdf', true],
  [['application/pdf'], 'x.pdf', 'image/png', false],
])('accept %j, picking %s (%s): accepted %s', async (accept, name, type, ok) => {
  const file = new File(['%PDF-1.4'], name, { type });
  const view = renderWidget(FileUpload, { field: pdfField(accept), initial: null, user });
  await view.user.upload(screen.getByLabelText('Proposal'), file);
  if (ok) {
    expect(view.onChange).toHaveBeenLastCalledWith(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } else {
    expect(view.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(`File "${name}" is not an accepted file type.`);
  }
});

test('a dropped file is judged as a picked one', async () => {
  const view = renderWidget(FileUpload, { field: pdfField(['.pdf']), initial: null });
  drop(new File(['png'], 'x.pdf', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('File "x.pdf" is not an accepted file type.'));
  const real = new File(['%PDF-1.4'], 'real.pdf', { type: 'application/pdf' });
  drop(real);
  await waitFor(() => expect(view.onChange).toHaveBeenLastCalledWith(real));
});

test('the picker is offered the same list', () => {
  renderWidget(FileUpload, { field: pdfField(['.pdf', 'image/*']), initial: null });
  expect(screen.getByLabelText('Proposal')).toHaveAttribute('accept', '.pdf,image/*');
});

test("an image field's picker is offered the image default", () => {
  renderWidget(ImageUpload, { field: makeField({ type: 'image', label: 'Photo' }), initial: null });
  expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/svg+xml,image/png,image/jpeg,image/gif');
});
