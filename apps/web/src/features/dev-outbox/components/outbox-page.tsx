import { useState } from 'react';
import type { ReactNode } from 'react';
import { isAxiosError } from 'axios';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displayTimeZone } from '@kinderwait/contract/constants';
import { errorMessageFor } from '../../../api/error-words';
import { useOutbox } from '../api/get-outbox';
import { linkify } from '../lib/linkify';

export interface OutboxPageProps {
  /** The page's head (title), rendered with the page. */
  head: ReactNode;
  /** Shown instead of the page when the server has no outbox (production answers 404). */
  unavailable: ReactNode;
}

const sentAtFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: displayTimeZone,
});

function MessageBody({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.href}>
            {part.href}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

/**
 * /dev/outbox: the emails the embedded mail adapter kept instead of sending, newest first, with
 * their links clickable, so a sign-in can be finished without a mail server. Development only.
 */
export function OutboxPage({ head, unavailable }: OutboxPageProps) {
  const [filter, setFilter] = useState('');
  const [to, setTo] = useState('');
  const outbox = useOutbox(to);
  if (isAxiosError(outbox.error) && outbox.error.response?.status === 404) return unavailable;
  // While asking again, the spinner rather than the previous answer.
  const messages = outbox.isFetching ? undefined : outbox.data;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      {head}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Development outbox
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        Emails the app would have sent, newest first. Only on development and test servers; a
        production server sends real email and has no outbox.
      </Typography>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          const recipient = filter.trim();
          // Showing the same recipient again asks the server again: a new email may have come.
          if (recipient === to) void outbox.refetch();
          else setTo(recipient);
        }}
      >
        <TextField
          label="Recipient email"
          type="email"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
          }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained">
          Show emails
        </Button>
      </Stack>

      <Box sx={{ mt: 4 }} aria-live="polite">
        {outbox.isFetching && <CircularProgress aria-label="Loading emails" />}
        {!outbox.isFetching && outbox.isError && (
          // A development tool: the server's words, no mapping of its own.
          <Alert severity="error">{errorMessageFor(outbox.error, {})}</Alert>
        )}
        {messages?.length === 0 && (
          <Typography>No emails{to === '' ? '' : ` to ${to}`} yet.</Typography>
        )}
        {messages !== undefined && messages.length > 0 && (
          <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {messages.map((message) => (
              <Paper
                component="li"
                key={`${message.createdAt}-${message.to}-${message.subject}`}
                variant="outlined"
                sx={{ p: 3 }}
              >
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {message.subject}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  To {message.to} · {sentAtFormat.format(new Date(message.createdAt))}
                </Typography>
                <MessageBody text={message.text} />
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
