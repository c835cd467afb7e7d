import { useEffect, useEffectEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { countdownTexts as texts } from './countdown-texts';
import { formatDeadline, timeLeft } from './deadline-time';

export interface DeadlineCountdownProps {
  /** ISO 8601 instant. */
  deadlineAt: string;
  /** Called once when the deadline passes while shown (e.g. to ask the server again). */
  onPassed?: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An offer's deadline: the date and time as text (what screen readers read, once) and, for the
 * eye, a countdown that ticks every second. The ticking part is aria-hidden so nobody hears it
 * announced second by second; the sentence about the deadline does not change while it runs.
 */
export function DeadlineCountdown({ deadlineAt, onPassed }: DeadlineCountdownProps) {
  const deadline = Date.parse(deadlineAt);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(deadline, now);
  const passed = left === null;

  useEffect(() => {
    if (passed) return undefined;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [passed]);

  // Only the change to passed matters, not a new callback identity.
  const firePassed = useEffectEvent(() => onPassed?.());
  useEffect(() => {
    if (passed) firePassed();
  }, [passed]);

  const { date, time } = formatDeadline(deadlineAt);
  const urgent = left !== null && left.days === 0;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {texts.answerBy(texts.at(date, time))}
      </Typography>
      {left === null ? (
        <Typography variant="body2" color="error.main">
          {texts.passed}
        </Typography>
      ) : (
        <Typography
          aria-hidden
          data-testid="countdown"
          variant="h6"
          component="p"
          color={urgent ? 'warning.main' : 'text.primary'}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 800 }}
        >
          {texts.left(
            `${left.days > 0 ? `${texts.day(left.days)} ` : ''}${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`,
          )}
        </Typography>
      )}
    </Box>
  );
}
