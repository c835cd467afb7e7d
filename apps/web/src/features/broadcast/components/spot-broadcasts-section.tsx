import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { errorMessageFor } from '../../../api/error-words';
import { useSpotReach } from '../../../api/broadcast/get-spot-reach';
import { useChildcareProvider } from '../../../api/childcare-provider/get-childcare-provider';
import { useCreateSpotBroadcast } from '../api/create-spot-broadcast';
import { broadcastTexts, spotBroadcastErrorWords } from '../broadcast-texts';
import { PayStep } from './pay-step';

const texts = broadcastTexts.profile;

function SpotBroadcast({
  group,
  roleId,
  onPaid,
}: {
  group: ProviderAgeGroup;
  roleId: number | undefined;
  onPaid: (order: BroadcastOrder) => void;
}) {
  const [open, setOpen] = useState(false);
  const reach = useSpotReach(group.id, open);
  const create = useCreateSpotBroadcast();
  const spaces = group.availableSpaces ?? 0;
  const headingId = `spot-${String(group.id)}`;
  let reachText: string | null = null;
  if (open) {
    if (reach.isError) {
      reachText = `${texts.reachFailed} ${errorMessageFor(reach.error, spotBroadcastErrorWords)}`;
    } else if (reach.data === undefined) reachText = texts.reachCounting;
    else if (reach.data === 0) {
      reachText = `${texts.reach(0)}. ${spotBroadcastErrorWords.broadcast_reaches_no_one ?? ''}`;
    } else reachText = texts.reach(reach.data);
  }
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {group.name}
        </Typography>
        <Typography>
          {texts.spotLine(
            spaces,
            group.availableStartDate === null ? null : formatStartDate(group.availableStartDate),
          )}
        </Typography>
        {!open ? (
          <Button
            variant="outlined"
            sx={{ mt: 1 }}
            disabled={spaces === 0}
            aria-label={texts.tellLabel(group.name)}
            onClick={() => {
              setOpen(true);
            }}
          >
            {texts.tell}
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
                {texts.createFailed} {errorMessageFor(create.error, spotBroadcastErrorWords)}
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
                  {texts.create}
                </Button>
                <Button
                  onClick={() => {
                    setOpen(false);
                    create.reset();
                  }}
                >
                  {texts.cancel}
                </Button>
              </Stack>
            ) : (
              <PayStep
                order={create.data}
                roleId={roleId}
                onPaid={onPaid}
                errorWords={spotBroadcastErrorWords}
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
export function SpotBroadcastsSection({
  roleId,
  onPaid,
}: {
  roleId: number | undefined;
  onPaid: (order: BroadcastOrder) => void;
}) {
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
        {texts.spotsHeading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.spotsIntro}</Typography>
      {profile.data === undefined ? null : groups.length === 0 ? (
        <Typography>{texts.noAgeGroups}</Typography>
      ) : (
        <Stack component="ul" aria-label={texts.spotsHeading} spacing={1} sx={{ p: 0, m: 0 }}>
          {groups.map((group) => (
            <SpotBroadcast key={group.id} group={group} roleId={roleId} onPaid={onPaid} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
