import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { errorMessageFor } from '../../../api/error-words';
import { useSpotReach } from '../../../api/broadcast/get-spot-reach';
import { useChildcareProvider } from '../../../api/childcare-provider/get-childcare-provider';
import { useCreateSpotBroadcast } from '../api/create-spot-broadcast';
import { ageGroupName } from '../../../lib/catalogue-names';
import { calendarDateWords } from '../../../lib/i18n/dates';
import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import type { BroadcastMessages } from '../broadcast-messages';
import { spotBroadcastErrorWords } from '../lib/broadcast-format';
import { PayStep } from './pay-step';

function SpotBroadcast({
  messages,
  group,
  roleId,
  onPaid,
}: {
  messages: BroadcastMessages;
  group: ProviderAgeGroup;
  roleId: number | undefined;
  onPaid: (order: BroadcastOrder) => void;
}) {
  const { t, intl, language } = messages;
  const errorWords = spotBroadcastErrorWords(messages);
  const [open, setOpen] = useState(false);
  const reach = useSpotReach(group.id, open);
  const create = useCreateSpotBroadcast();
  const spaces = group.availableSpaces ?? 0;
  const headingId = `spot-${String(group.id)}`;
  const groupName = ageGroupName(language, group);
  let reachText: string | null = null;
  if (open) {
    if (reach.isError) {
      reachText = t('failedWithReason', {
        failed: t('profileReachFailed'),
        reason: errorMessageFor(reach.error, errorWords),
      });
    } else if (reach.data === undefined) reachText = t('profileReachCounting');
    else if (reach.data === 0) {
      reachText = t('profileReachNone', {
        reach: t('profileReach', { count: 0 }),
        reason: t('errorSpotReachesNoOne'),
      });
    } else reachText = t('profileReach', { count: reach.data });
  }
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {groupName}
        </Typography>
        <Typography>
          {group.availableStartDate === null
            ? t('profileSpotLine', { spaces })
            : t('profileSpotLineFrom', {
                spaces,
                from: calendarDateWords(intl, language, group.availableStartDate),
              })}
        </Typography>
        {!open ? (
          <Button
            variant="outlined"
            sx={{ mt: 1 }}
            disabled={spaces === 0}
            aria-label={t('profileTellLabel', { ageGroup: groupName })}
            onClick={() => {
              setOpen(true);
            }}
          >
            {t('profileTell')}
          </Button>
        ) : (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <Alert
              role="status"
              aria-live="polite"
              severity={reach.isError || reach.data === 0 ? 'warning' : 'info'}
            >
              {reachText}
            </Alert>
            {create.isError ? (
              <Alert severity="error" role="alert">
                {t('failedWithReason', {
                  failed: t('createFailed'),
                  reason: errorMessageFor(create.error, errorWords),
                })}
              </Alert>
            ) : null}
            {create.data === undefined ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  disabled={reach.data === undefined || reach.data === 0 || create.isPending}
                  onClick={() => {
                    create.mutate({ ageGroupId: group.id });
                  }}
                >
                  {t('continueToPayment')}
                </Button>
                <Button
                  onClick={() => {
                    setOpen(false);
                    create.reset();
                  }}
                >
                  {t('cancel')}
                </Button>
              </Stack>
            ) : (
              <PayStep
                order={create.data}
                roleId={roleId}
                onPaid={onPaid}
                errorWords={errorWords}
                headingComponent="h3"
              />
            )}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}

/**
 * "Tell families nearby about these spaces" (docs/product/broadcast.md#spot-broadcasts): for each
 * age group of the profile with open spaces, how many families a spot broadcast would reach, then
 * the order and the same pay step as a family broadcast.
 */
export function SpotBroadcastsSection(props: SpotBroadcastsSectionProps) {
  return (
    <Suspense fallback={null}>
      <SpotBroadcastsContent {...props} />
    </Suspense>
  );
}

interface SpotBroadcastsSectionProps {
  roleId: number | undefined;
  onPaid: (order: BroadcastOrder) => void;
}

function SpotBroadcastsContent({ roleId, onPaid }: SpotBroadcastsSectionProps) {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const profile = useChildcareProvider();
  const groups = profile.data?.ageGroups ?? [];
  return (
    <Paper
      component="section"
      aria-labelledby="spot-broadcasts-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="spot-broadcasts-heading" component="h2" variant="h6">
        {t('profileSpotsHeading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('profileSpotsIntro')}</Typography>
      {profile.data === undefined ? null : groups.length === 0 ? (
        <Typography>{t('profileNoAgeGroups')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('profileSpotsHeading')} spacing={1} sx={{ p: 0, m: 0 }}>
          {groups.map((group) => (
            <SpotBroadcast
              key={group.id}
              messages={messages}
              group={group}
              roleId={roleId}
              onPaid={onPaid}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
