import { useState } from 'react';
import type { ReactNode } from 'react';
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
import { errorMessageFor } from '../../../api/error-words';
import { useTelephonyLog } from '../api/get-telephony-log';

export interface TelephonyPageProps {
  head: ReactNode;
  /** Shown instead of the page when the server has no sandbox (production answers 404). */
  unavailable: ReactNode;
}

const sentAtFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: displayTimeZone,
});

/**
 * /dev/telephony: the texts and calls the embedded telephony sandbox logged instead of sending,
 * newest first, so a listing claim can be finished without Twilio. Development only.
 */
export function TelephonyPage({ head, unavailable }: TelephonyPageProps) {
  const [filter, setFilter] = useState('');
  const [to, setTo] = useState('');
  const log = useTelephonyLog(to);
  if (isAxiosError(log.error) && log.error.response?.status === 404) return unavailable;
  const entries = log.isFetching ? undefined : log.data;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      {head}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Development telephony
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        Text messages and calls the app would have made, newest first. Only on development and test
        servers; a production server uses Twilio and has no log.
      </Typography>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          const number = filter.trim();
          if (number === to) void log.refetch();
          else setTo(number);
        }}
      >
        <TextField
          label="Phone number"
          type="tel"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
          }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained">
          Show texts and calls
        </Button>
      </Stack>

      <Box sx={{ mt: 4 }} aria-live="polite">
        {log.isFetching && <CircularProgress aria-label="Loading texts and calls" />}
        {!log.isFetching && log.isError && (
          <Alert severity="error">{errorMessageFor(log.error, {})}</Alert>
        )}
        {entries?.length === 0 && (
          <Typography>No texts or calls{to === '' ? '' : ` to ${to}`} yet.</Typography>
        )}
        {entries !== undefined && entries.length > 0 && (
          <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {entries.map((entry) => (
              <Paper
                component="li"
                key={`${entry.createdAt}-${entry.to}-${entry.kind}`}
                variant="outlined"
                sx={{ p: 3 }}
              >
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {entry.kind === 'sms' ? 'Text message' : 'Call'} to {entry.to}
                  {entry.extension === null ? '' : ` extension ${entry.extension}`}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {sentAtFormat.format(new Date(entry.createdAt))}
                </Typography>
                <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.text}
                </Typography>
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
