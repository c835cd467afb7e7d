import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n/use-messages';
import { homeCatalogue } from '../home-messages';
import type { HomeKey } from '../home-messages';
import type { HomeCard, StepStatus } from '../lib/home-card';

const chipColors = { done: 'success', next: 'primary', later: 'default' } as const;
const statusKeys: Record<StepStatus, HomeKey> = {
  done: 'statusDone',
  next: 'statusNext',
  later: 'statusLater',
};

function StatusChip({ status }: { status: StepStatus }) {
  const { t } = useMessages(homeCatalogue);
  return (
    <Chip
      label={t(statusKeys[status])}
      size="small"
      color={chipColors[status]}
      variant={status === 'next' ? 'filled' : 'outlined'}
    />
  );
}

/** One card of /home: its title, where it stands, a sentence from the user's state, its link. */
export function StepCard({ card }: { card: HomeCard }) {
  const headingId = `home-step-${card.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: 3,
        listStyle: 'none',
        ...(card.urgent === true && { borderColor: 'warning.main', borderWidth: 2 }),
        ...(card.status === 'next' && { borderColor: 'primary.main' }),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {card.title}
        </Typography>
        {card.status !== undefined && <StatusChip status={card.status} />}
      </Stack>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{card.text}</Typography>
      <Typography sx={{ mt: 1.5 }}>
        {card.link.external === true ? (
          <Link href={card.link.href}>{card.link.label}</Link>
        ) : (
          <Link component={RouterLink} to={card.link.href}>
            {card.link.label}
          </Link>
        )}
      </Typography>
    </Paper>
  );
}
