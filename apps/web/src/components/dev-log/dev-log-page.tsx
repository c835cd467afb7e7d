import { useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displayTimeZone } from '@kinderwait/contract/constants';
import { errorMessageFor } from '../../api/error-words';

const sentAtFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: displayTimeZone,
});

/** When an entry was kept, in Toronto's time. */
export function formatSentAt(iso: string): string {
  return sentAtFormat.format(new Date(iso));
}

/** How one kept message shows: a heading, a line under it, and its text. */
export interface DevLogEntryView {
  key: string;
  heading: ReactNode;
  meta: string;
  body: ReactNode;
}

/** What the app gives a development tool's page. */
export interface DevToolPageProps {
  /** The page's head (title), rendered with the page. */
  head: ReactNode;
  /** Shown instead of the page when the server has no such log (production answers 404). */
  unavailable: ReactNode;
}

export interface DevLogPageProps<Entry, Key extends QueryKey> extends DevToolPageProps {
  title: string;
  intro: string;
  /** The recipient filter's field. */
  filter: { label: string; type: 'email' | 'tel' };
  submitText: string;
  loadingLabel: string;
  /** What an empty log says, for a recipient ('' for all). */
  emptyText: (to: string) => string;
  /** The log's query for a recipient ('' for all), asked afresh each time. */
  logQuery: (to: string) => UseQueryOptions<Entry[], Error, Entry[], Key>;
  view: (entry: Entry) => DevLogEntryView;
}

/**
 * A development server's log of what it kept instead of sending (the mail outbox, the telephony
 * sandbox), newest first, filtered by recipient. Showing the same recipient again asks the server
 * again: a new message may have come. Development only: where the server has no log, `unavailable`.
 */
export function DevLogPage<Entry, Key extends QueryKey>({
  head,
  unavailable,
  title,
  intro,
  filter,
  submitText,
  loadingLabel,
  emptyText,
  logQuery,
  view,
}: DevLogPageProps<Entry, Key>) {
  const [typed, setTyped] = useState('');
  const [to, setTo] = useState('');
  const log = useQuery(logQuery(to));
  if (isAxiosError(log.error) && log.error.response?.status === 404) return unavailable;
  // While asking again, the spinner rather than the previous answer.
  const entries = log.isFetching ? undefined : log.data?.map(view);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      {head}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{intro}</Typography>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          const recipient = typed.trim();
          if (recipient === to) void log.refetch();
          else setTo(recipient);
        }}
      >
        <TextField
          label={filter.label}
          type={filter.type}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained">
          {submitText}
        </Button>
      </Stack>

      <Box sx={{ mt: 4 }} aria-live="polite">
        {log.isFetching && <CircularProgress aria-label={loadingLabel} />}
        {!log.isFetching && log.isError && (
          // A development tool: the server's words, no mapping of its own.
          <Alert severity="error">{errorMessageFor(log.error, {})}</Alert>
        )}
        {entries?.length === 0 && <Typography>{emptyText(to)}</Typography>}
        {entries !== undefined && entries.length > 0 && (
          <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {entries.map((entry) => (
              <Paper component="li" key={entry.key} variant="outlined" sx={{ p: 3 }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {entry.heading}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{entry.meta}</Typography>
                <Typography
                  component="div"
                  sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {entry.body}
                </Typography>
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
