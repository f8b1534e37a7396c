import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from './form-renderer';
import { checkedForTest, testWidgets } from './test-widgets';

const textFields = (count: number) =>
  checkedForTest({
    title: `${count} fields`,
    steps: [
      {
        title: 'All',
        fields: Array.from({ length: count }, (_, index) => ({ name: `f${index}`, label: `Field ${index + 1}`, type: 'text' })),
      },
    ],
  });

const drawn = (count: number) => {
  const { container, unmount } = render(
    <FormRenderer definition={textFields(count)} widgets={testWidgets} onSubmit={vi.fn()} review={false} />,
  );
  return Object.assign(container.querySelector('.form-fields')!, { unmount });
};

describe('the fields of a step', () => {
  it('are drawn in order as siblings, whatever the groups React keeps them in', () => {
    const fields = drawn(70);
    expect(fields.children).toHaveLength(70); // no wrapper per group: the CSS spacing between fields still applies
    expect(screen.getAllByRole('textbox').map((box) => box.id.split('-').at(-1))).toEqual(Array.from({ length: 70 }, (_, i) => `f${i}`));
  });

  it('lay their one-line inputs out on their own only on a long step', () => {
    const short = drawn(20);
    expect(short).not.toHaveClass('form-fields-long'); // a short step keeps the page's usual layout
    short.unmount();
    expect(drawn(120)).toHaveClass('form-fields-long'); // a key into one of 120 inputs would lay every field out again
  });
});
