import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useWithdrawals } from '../api/get-withdrawals';
import { torontoDay } from '../lib/toronto';
import { providerWaitlistTexts } from '../provider-waitlist-texts';

const texts = providerWaitlistTexts.leftTheLine;

/**
 * The families who left the line, newest first and never named (a family that withdrew, or one
 * whose account was deleted): the others' positions moved up when each left.
 */
export function LeftTheLine({ providerId }: { providerId: string }) {
  const withdrawals = useWithdrawals(providerId);
  const lines = withdrawals.data?.items ?? [];
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="left-the-line-heading">
      <Typography id="left-the-line-heading" component="h3" variant="subtitle1">
        {texts.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.intro}
      </Typography>
      <List dense>
        {lines.map((line) => (
          <ListItem key={line.requestId} disableGutters>
            {texts.line(
              torontoDay(line.joinedAt),
              line.withdrawnAt === null ? null : torontoDay(line.withdrawnAt),
            )}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
