import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Carousel } from './carousel';

const slides = ['Plus', 'Setup', 'Phone'].map((name) => ({
  key: name,
  name,
  content: <button type="button">{`Buy ${name}`}</button>,
}));

function shown(): string[] {
  return screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label') ?? '');
}

/** Rendered inside an awaited act: the carousel suspends while its words load. */
async function renderCarousel() {
  await act(() => {
    render(<Carousel label="Plans" slides={slides} />);
    // Awaited: React resumes the render suspended on the words' chunk; a query then waits for it.
    return Promise.resolve();
  });
  await screen.findByRole('region', { name: 'Plans' });
}

describe('Carousel', () => {
  test('shows one slide at a time and moves with Previous, Next and the slide buttons', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    expect(shown()).toEqual(['1 of 3']);
    expect(screen.getByRole('button', { name: 'Previous plan' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next plan' }));
    expect(shown()).toEqual(['2 of 3']);
    await user.click(screen.getByRole('button', { name: 'Show Phone' }));
    expect(shown()).toEqual(['3 of 3']);
    expect(screen.getByRole('button', { name: 'Next plan' })).toBeDisabled();
  });

  test('moves with the arrow keys, Home and End while focus is inside it', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    screen.getByRole('button', { name: 'Buy Plus' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['2 of 3']);
    await user.keyboard('{End}');
    expect(shown()).toEqual(['3 of 3']);
    await user.keyboard('{ArrowLeft}{Home}');
    expect(shown()).toEqual(['1 of 3']);
  });

  test('a hidden slide is inert, so Tab never reaches its button', async () => {
    await renderCarousel();
    const hidden = screen.getByRole('button', { name: 'Buy Setup', hidden: true });
    expect(hidden.closest('[inert]')).not.toBeNull();
  });
});
