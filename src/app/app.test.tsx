import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './app';

test('home placeholder names the event in its only h1', () => {
  render(<App />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('NASA Space Apps Challenge Cairo');
  expect(screen.getByRole('banner')).toHaveTextContent('Space Apps Cairo');
});
