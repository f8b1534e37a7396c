import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../engine/index';
import { FormRenderer } from './form-renderer';
import { useRenderer } from './renderer-context';
import { checkedForTest, countingWidgets } from './test-widgets';

const definition: FormDefinition = checkedForTest({
  title: 'Contact',
  steps: [
    {
      title: 'Contact details',
      fields: [
        { name: 'full_name', label: 'Full Name', type: 'text' },
        { name: 'city', label: 'City', type: 'text' },
        { name: 'team', label: 'Team', type: 'text' },
      ],
    },
  ],
});

describe('the renderer context', () => {
  it('lets a keystroke redraw the field typed in, not its neighbours', async () => {
    const { draws, widgets } = countingWidgets();
    render(<FormRenderer definition={definition} widgets={widgets} onSubmit={vi.fn()} />);
    const before = { ...draws };
    await userEvent.type(screen.getByLabelText('Full Name'), 'Mona');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Mona');
    expect(draws.full_name! - before.full_name!).toBeGreaterThanOrEqual(4); // one per key at least
    expect(draws.city).toBe(before.city);
    expect(draws.team).toBe(before.team);
  });

  it('keeps the fields as drawn when the page re-renders with new callbacks of the same meaning', () => {
    const { draws, widgets } = countingWidgets();
    const page = (key: number) => (
      <FormRenderer
        definition={definition}
        widgets={widgets}
        onSubmit={() => undefined}
        onSuggest={async () => ({ [key]: { value: key } })}
        explainErrors={async () => ({})}
        fetchOptions={async () => []}
      />
    );
    const { rerender } = render(page(1));
    const before = { ...draws };
    rerender(page(2));
    rerender(page(3));
    expect(draws).toEqual(before);
  });

  it('names the mistake when a part of the renderer is drawn outside a form', () => {
    const Orphan = () => <p>{useRenderer().formId}</p>;
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the thrown error too
    expect(() => render(<Orphan />)).toThrow('useRenderer() is called outside a FormRenderer');
    reported.mockRestore();
  });
});
