import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { DeadlineCountdown } from './deadline-countdown';
import { formatDeadline, timeLeft } from './deadline-time';
import { countdownCatalogue } from './countdown-messages';
import { loadMessages } from '../../lib/i18n/use-messages';
// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() =>
  Promise.all([countdownCatalogue].map((catalogue) => loadMessages(catalogue, 'en'))),
);

/** Renders once the words' chunk has loaded (the countdown suspends on its first use). */
async function renderLoaded(element: ReactElement) {
  await act(() => {
    render(element);
    return Promise.resolve();
  });
}

describe('timeLeft', () => {
  test('splits what remains into days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeLeft(Date.parse('2026-11-25T15:04:05Z'), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  test('is null once the deadline has passed', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(now - 1000, now)).toBeNull();
  });
});

describe('formatDeadline', () => {
  test("says the deadline in Toronto's time, in the product's date and time styles", () => {
    // 04:59 UTC on Nov 26 is 11:59 PM on Wednesday Nov 25 in Toronto (EST).
    expect(formatDeadline('2026-11-26T04:59:00.000Z')).toEqual({
      date: 'Wednesday, 25 November',
      time: '11:59 PM',
    });
  });
});

describe('DeadlineCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-23T17:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('ticks every second for the eye while the deadline sentence stays the same', async () => {
    await renderLoaded(<DeadlineCountdown deadlineAt="2026-11-25T22:00:00.000Z" />);
    const sentence = screen.getByText(
      'Answer by Wednesday, 25 November at 05:00 PM (Toronto time)',
    );
    const countdown = screen.getByTestId('countdown');
    expect(countdown).toHaveTextContent('2 days 05:00:00 left');
    // Hidden from screen readers: they are not told the time every second.
    expect(countdown).toHaveAttribute('aria-hidden', 'true');
    expect(countdown.closest('[aria-live]')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('2 days 04:59:59 left');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('2 days 04:58:58 left');
    expect(sentence).toBeInTheDocument();
  });

  test('drops the days on the last day and says when the time has passed, once', async () => {
    const onPassed = vi.fn();
    await renderLoaded(
      <DeadlineCountdown deadlineAt="2026-11-23T17:00:03.000Z" onPassed={onPassed} />,
    );
    expect(screen.getByTestId('countdown')).toHaveTextContent(/^00:00:03 left$/);
    expect(onPassed).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.getByText('The time to answer has passed')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onPassed).toHaveBeenCalledTimes(1);
  });
});
