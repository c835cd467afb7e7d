import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenful } from './use-first-screenful';

const items = Array.from({ length: 10 }, (_, index) => `Item ${index + 1}`);

function List({ ready, rendered }: { ready: boolean; rendered: number[] }) {
  const limit = useFirstScreenful(ready, 3);
  const shown = ready ? items.slice(0, limit) : [];
  rendered.push(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useFirstScreenful', () => {
  it('renders the first items when the list is ready, then every item', async () => {
    const rendered: number[] = [];
    render(<List ready rendered={rendered} />);
    expect(await screen.findByText('Item 10')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(rendered[0]).toBe(3);
    expect(rendered.at(-1)).toBe(10);
  });

  it('waits for the list to be ready before revealing the rest', async () => {
    const rendered: number[] = [];
    const { rerender } = render(<List ready={false} rendered={rendered} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(<List ready rendered={rendered} />);
    expect(await screen.findByText('Item 10')).toBeInTheDocument();
    expect(rendered).toContain(3);
  });
});
