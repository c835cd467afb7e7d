import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChildListItem, ChildWaitlistStatus } from '@kinderwait/contract/children';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';
import type { ChildrenMessages } from '../children-messages';
import { ChildAgeLabel } from './child-age-label';

/** The space between a sentence and what follows it on the line (not words to translate). */
const space = ' ';

/** Where a child's actions lead; the route module builds them from the app's paths. */
export interface ChildLinks {
  wizard: (childId: string) => string;
  matches: (childId: string) => string;
  edit: (childId: string) => string;
  requests: (childId: string) => string;
}

/** The waitlist at a glance: no ticket yet, a ticket without requests, or requests and the best position. */
export function waitlistStatusText({ t }: ChildrenMessages, waitlist: ChildWaitlistStatus): string {
  if (waitlist.waitlistTicketId === null) return t('cardNoWaitlist');
  if (waitlist.activeRequests === 0) return t('cardNoRequests');
  return waitlist.bestPosition === null
    ? t('cardRequests', { count: waitlist.activeRequests })
    : t('cardRequestsBest', { count: waitlist.activeRequests, best: waitlist.bestPosition });
}

export interface ChildCardProps {
  child: ChildListItem;
  links: ChildLinks;
}

/** One child in the list: name, age label, waitlist status and the ways on. */
export function ChildCard({ child, links }: ChildCardProps) {
  const messages = useMessages(childrenCatalogue);
  const { t } = messages;
  const name = `${child.firstName} ${child.lastName}`;
  const headingId = `child-${child.id}-name`;
  const hasTicket = child.waitlist.waitlistTicketId !== null;
  const careAction = hasTicket ? t('cardEditCareNeeds') : t('cardFindCare');
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1, mb: 2, flexGrow: 1 }}>
        <ChildAgeLabel dateOfBirth={child.dateOfBirth} />
        <Typography variant="body2">
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
            {t('cardWaitlist')}
          </Typography>
          {space}
          {child.waitlist.activeRequests > 0 ? (
            <Link component={RouterLink} to={links.requests(child.id)}>
              {waitlistStatusText(messages, child.waitlist)}
            </Link>
          ) : (
            waitlistStatusText(messages, child.waitlist)
          )}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={links.wizard(child.id)}
          variant="contained"
          aria-label={t('cardForChild', { action: careAction, name })}
        >
          {careAction}
        </Button>
        {hasTicket ? (
          <Button
            component={RouterLink}
            to={links.matches(child.id)}
            variant="outlined"
            aria-label={t('cardForChild', { action: t('cardSeeMatches'), name })}
          >
            {t('cardSeeMatches')}
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to={links.edit(child.id)}
          variant="text"
          aria-label={t('cardForChild', { action: t('cardEditDetails'), name })}
        >
          {t('cardEditDetails')}
        </Button>
      </Stack>
    </Paper>
  );
}
