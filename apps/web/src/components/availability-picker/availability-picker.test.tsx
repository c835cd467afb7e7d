import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AvailabilitySlot } from '@kinderwait/contract/rules/availability';
import { loadMessages } from '../../lib/i18n/use-messages';
import { AvailabilityPicker } from './availability-picker';
import { availabilityPickerCatalogue } from './availability-picker-messages';

// The words load before the first render, as a route's loader loads them.
beforeAll(() => loadMessages(availabilityPickerCatalogue, 'en'));

/** The picker with its selection held like a form holds it, and every change recorded. */
function Harness({
  initial = [],
  changes,
}: {
  initial?: AvailabilitySlot[];
  changes: AvailabilitySlot[][];
}) {
  const [value, setValue] = useState<AvailabilitySlot[]>(initial);
  return (
    <AvailabilityPicker
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function sentence(): string {
  return screen.getByRole('status').textContent;
}

describe('the availability picker', () => {
  test('opens on the Evening tab, showing Evening for the 7 days, Monday first', () => {
    render(<Harness changes={[]} />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Day', 'Morning', 'Afternoon', 'Evening', 'Night']);
    expect(screen.getByRole('tab', { name: 'Evening' })).toHaveAttribute('aria-selected', 'true');
    const cells = screen.getAllByRole('button', { pressed: false });
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Monday Evening',
      'Tuesday Evening',
      'Wednesday Evening',
      'Thursday Evening',
      'Friday Evening',
      'Saturday Evening',
      'Sunday Evening',
    ]);
    expect(sentence()).toBe('No times chosen yet: any time of the week suits.');
  });

  test('a click toggles a cell, and the sentence follows in grid order', async () => {
    const changes: AvailabilitySlot[][] = [];
    render(<Harness changes={changes} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Friday Evening' }));
    await user.click(screen.getByRole('tab', { name: 'Morning' }));
    await user.click(screen.getByRole('button', { name: 'Monday Morning' }));
    expect(screen.getByRole('button', { name: 'Monday Morning' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sentence()).toBe(
      'My preferred schedule availability: Monday - Morning, Friday - Evening',
    );
    expect(changes.at(-1)).toEqual([
      { day: 'Monday', timeOfDay: 'Morning' },
      { day: 'Friday', timeOfDay: 'Evening' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Monday Morning' }));
    expect(screen.getByRole('button', { name: 'Monday Morning' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(sentence()).toBe('My preferred schedule availability: Friday - Evening');
  });

  test('the Day tab is the whole week: 28 cells with the day and time in their names', async () => {
    render(<Harness changes={[]} initial={[{ day: 'Sunday', timeOfDay: 'Night' }]} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Day' }));
    const cells = screen.getAllByRole('button', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w+ / });
    expect(cells).toHaveLength(28);
    expect(screen.getByRole('button', { name: 'Sunday Night' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('columnheader', { name: 'Afternoon' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Wednesday' })).toBeInTheDocument();
  });

  test('by keyboard alone: Tab reaches one cell, arrows move, Space and Enter toggle', async () => {
    const changes: AvailabilitySlot[][] = [];
    render(<Harness changes={changes} />);
    const user = userEvent.setup();
    // Into the tab list (on Evening), then into the panel's one tabbable cell.
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Evening' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Monday Evening' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Wednesday Evening' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('button', { name: 'Sunday Evening' })).toHaveFocus();
    expect(sentence()).toBe(
      'My preferred schedule availability: Wednesday - Evening, Sunday - Evening',
    );

    // The whole week keeps the cell (Sunday Evening): up and down move by day, left and right by
    // time, and the edges hold.
    await user.click(screen.getByRole('tab', { name: 'Day' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sunday Evening' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft} ');
    expect(sentence()).toContain('Tuesday - Morning');
    expect(screen.getByRole('button', { name: 'Tuesday Morning' })).toHaveFocus();
    // Only one cell is in the tab order at a time.
    expect(
      screen
        .getAllByRole('button', { name: / (Morning|Afternoon|Evening|Night)$/ })
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1);
    expect(changes).toHaveLength(3);
  });

  test('Clear all empties the selection', async () => {
    const changes: AvailabilitySlot[][] = [];
    render(<Harness changes={changes} initial={[{ day: 'Monday', timeOfDay: 'Evening' }]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear all' }));
    expect(changes).toEqual([[]]);
    expect(sentence()).toBe('No times chosen yet: any time of the week suits.');
  });
});
