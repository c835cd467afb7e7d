import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Words({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('lazyComponent', () => {
  test('loads nothing until wanted, then draws the component', async () => {
    const load = vi.fn(() => Promise.resolve(Words));
    const words = lazyComponent<{ text: string }>(load);
    function Host({ wanted }: { wanted: boolean }) {
      return words.useLoaded(wanted, wanted) ? <words.Component text="Hello" /> : null;
    }
    const { rerender } = render(<Host wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Host wanted />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load draws nothing, throws nothing, and is tried again on the next attempt', async () => {
    const load = vi
      .fn<() => Promise<typeof Words>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Words);
    const words = lazyComponent<{ text: string }>(load);
    function Host({ attempt }: { attempt: number }) {
      return words.useLoaded(true, attempt) ? <words.Component text="Back" /> : null;
    }
    const { rerender } = render(<Host attempt={1} />);
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
    });
    expect(screen.queryByText('Back')).not.toBeInTheDocument();
    rerender(<Host attempt={2} />);
    expect(await screen.findByText('Back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
