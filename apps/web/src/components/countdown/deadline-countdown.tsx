import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../lib/i18n/use-messages';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import { countdownCatalogue } from './countdown-messages';
import type { CountdownKey } from './countdown-messages';
import { deadlineWords, timeLeft } from './deadline-time';
import type { TimeLeft } from './deadline-time';

export interface DeadlineCountdownProps {
  /** ISO 8601 instant. */
  deadlineAt: string;
  /** Called once when the deadline passes while shown (e.g. to ask the server again). */
  onPassed?: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** What remains, for the eye: "2 days 05:00:00 left", "Il reste 2 jours 05:00:00". */
function leftWords({ t }: FeatureMessages<CountdownKey>, left: TimeLeft): string {
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? t('leftWithDays', { days: left.days, clock }) : t('left', { clock });
}

/**
 * An offer's deadline: the date and time as text (what screen readers read, once) and, for the
 * eye, a countdown that ticks every second. The ticking part is aria-hidden so nobody hears it
 * announced second by second; the sentence about the deadline does not change while it runs.
 */
export function DeadlineCountdown(props: DeadlineCountdownProps) {
  // The words' chunk loads on first use; the countdown appears with them.
  return (
    <Suspense fallback={null}>
      <DeadlineCountdownContent {...props} />
    </Suspense>
  );
}

function DeadlineCountdownContent({ deadlineAt, onPassed }: DeadlineCountdownProps) {
  const messages = useMessages(countdownCatalogue);
  const { t } = messages;
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

  const { date, time } = deadlineWords(messages, deadlineAt);
  const urgent = left !== null && left.days === 0;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('answerBy', { date, time })}
      </Typography>
      {left === null ? (
        <Typography variant="body2" color="error.main">
          {t('passed')}
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
          {leftWords(messages, left)}
        </Typography>
      )}
    </Box>
  );
}
