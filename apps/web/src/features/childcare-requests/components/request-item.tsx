import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChildcareRequestStatus, ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareRequestsCatalogue } from '../childcare-requests-messages';
import {
  providerTypeWords,
  requestDate,
  statusChipWords,
  withdrawableStatuses,
} from '../request-words';
import { OfferPanel } from './offer-panel';
import { PositionIndicator } from './position-indicator';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const statusColors: Record<ChildcareRequestStatus, ChipColor> = {
  waiting: 'info',
  offered: 'success',
  enrolled: 'success',
  declined: 'error',
  paused: 'warning',
  inactive: 'default',
  withdrawn: 'default',
};

export interface RequestItemProps {
  request: ParentChildcareRequest;
  onWithdraw: () => void;
  /** The row takes focus after a withdrawal (its button is gone). */
  rowRef: Ref<HTMLLIElement>;
  /** The child's requests the enrolment paused (shown with an accepted offer). */
  pausedCount?: number;
  /** The offer's deadline passed on screen. */
  onOfferExpired?: () => void;
}

/** One request: provider, type, listing claimed or not, status, date sent, place in line. */
export function RequestItem({
  request,
  onWithdraw,
  rowRef,
  pausedCount = 0,
  onOfferExpired,
}: RequestItemProps) {
  const messages = useMessages(childcareRequestsCatalogue);
  const { t } = messages;
  const headingId = `request-${request.id}`;
  const child = request.childFirstName;
  const withdrawable = withdrawableStatuses.has(request.status);
  return (
    <Paper
      component="li"
      ref={rowRef}
      tabIndex={-1}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: 2,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        alignItems: 'start',
        opacity: request.status === 'withdrawn' ? 0.75 : 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {request.providerName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {providerTypeWords(messages, request.providerType)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
          <Chip
            size="small"
            color={statusColors[request.status]}
            label={statusChipWords(messages, request.status)}
          />
          {request.claimed ? (
            <Chip size="small" variant="outlined" color="success" label={t('claimed')} />
          ) : null}
        </Box>
        {request.claimed || request.status === 'withdrawn' ? null : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('unclaimed')}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {request.status === 'withdrawn' && request.withdrawnAt !== null
            ? t('sentAndWithdrawn', {
                sent: t('sentOn', { date: requestDate(messages, request.sentAt) }),
                withdrawn: t('withdrawnOn', { date: requestDate(messages, request.withdrawnAt) }),
              })
            : t('sentOn', { date: requestDate(messages, request.sentAt) })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        {request.position === null ? null : (
          <PositionIndicator position={request.position} size={request.waitlistSize} />
        )}
        {withdrawable ? (
          <Button
            variant="outlined"
            color="error"
            onClick={onWithdraw}
            aria-label={t('withdrawName', { provider: request.providerName, child })}
          >
            {t('withdraw')}
          </Button>
        ) : null}
      </Box>
      {request.offer === undefined || request.offer === null ? null : (
        <OfferPanel
          offer={request.offer}
          providerName={request.providerName}
          childFirstName={child}
          pausedCount={pausedCount}
          onExpired={onOfferExpired}
        />
      )}
    </Paper>
  );
}
