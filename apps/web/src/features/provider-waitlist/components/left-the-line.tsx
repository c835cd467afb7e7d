import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useWithdrawals } from '../api/get-withdrawals';
import { torontoDay } from '../lib/toronto';
import { useMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

/**
 * The families who left the line, newest first and never named (a family that withdrew, or one
 * whose account was deleted): the others' positions moved up when each left.
 */
export function LeftTheLine({ providerId }: { providerId: string }) {
  const messages = useMessages(providerWaitlistCatalogue);
  const { t } = messages;
  const withdrawals = useWithdrawals(providerId);
  const lines = withdrawals.data?.items ?? [];
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="left-the-line-heading">
      <Typography id="left-the-line-heading" component="h3" variant="subtitle1">
        {t('leftTheLineHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('leftTheLineIntro')}
      </Typography>
      <List dense>
        {lines.map((line) => (
          <ListItem key={line.requestId} disableGutters>
            {line.withdrawnAt === null
              ? t('leftTheLineJoined', { joined: torontoDay(messages, line.joinedAt) })
              : t('leftTheLineJoinedAndLeft', {
                  joined: torontoDay(messages, line.joinedAt),
                  left: torontoDay(messages, line.withdrawnAt),
                })}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
