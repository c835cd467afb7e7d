import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language, ProviderType } from '@kinderwait/contract/catalogues';
import type { MatchedProvider } from '@kinderwait/contract/waitlist';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareMatchesCatalogue } from '../childcare-matches-messages';
import {
  availabilityWords,
  distanceWords,
  feesWords,
  hoursTexts,
  requestLine,
  typeName,
} from '../match-words';
import { languagesText, ProviderFlags } from './provider-facts';
import { HeartIcon, HeartOutlineIcon } from './heart-icons';

export interface MatchCardProps {
  provider: MatchedProvider;
  providerTypes: readonly ProviderType[] | undefined;
  languages: readonly Language[] | undefined;
  selected: boolean;
  /** Whether this provider can be chosen now (no live request, and room in the selection). */
  selectable: boolean;
  /** Whether the map last pointed at this provider. */
  highlighted: boolean;
  onSelectedChange: (selected: boolean) => void;
  onLikedChange: (liked: boolean) => void;
  onOpen: () => void;
}

/** Whether a request of this child already waits on the provider's list (sending again is moot). */
export function hasLiveRequest(provider: MatchedProvider): boolean {
  return provider.request !== null && provider.request.status !== 'withdrawn';
}

function Fact({ label, children }: { label: string; children: string }) {
  const { t } = useMessages(childcareMatchesCatalogue);
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('fact', { label })}
      </Box>
      {children}
    </Typography>
  );
}

/** One matching provider in the list: what a parent compares at a glance, and what they can do. */
export function MatchCard({
  provider,
  providerTypes,
  languages,
  selected,
  selectable,
  highlighted,
  onSelectedChange,
  onLikedChange,
  onOpen,
}: MatchCardProps) {
  const messages = useMessages(childcareMatchesCatalogue);
  const { t } = messages;
  const headingId = `match-${provider.id}-name`;
  const live = hasLiveRequest(provider);
  const { ageGroup } = provider;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        borderColor: highlighted || selected ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={headingId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
              {provider.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('typeAndDistance', {
                type: typeName(messages, provider, providerTypes),
                distance: distanceWords(
                  messages,
                  provider.distanceKm,
                  provider.distanceApproximate,
                ),
              })}
            </Typography>
          </Stack>
          <IconButton
            aria-label={t('like', { name: provider.name })}
            aria-pressed={provider.liked}
            color={provider.liked ? 'error' : 'default'}
            onClick={() => {
              onLikedChange(!provider.liked);
            }}
          >
            {provider.liked ? <HeartIcon /> : <HeartOutlineIcon />}
          </IconButton>
        </Stack>
        <Stack spacing={0.75} sx={{ mt: 1 }}>
          <ProviderFlags provider={provider} />
          {provider.address === null ? null : (
            <Typography variant="body2">
              {[provider.address, provider.postalCode].filter((part) => part !== null).join(', ')}
            </Typography>
          )}
          {provider.claimed ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {ageGroup.licensedSpaces === null
                  ? t('groupAvailability', {
                      group: ageGroup.name,
                      availability: availabilityWords(messages, provider),
                    })
                  : t('groupAvailabilityCapacity', {
                      group: ageGroup.name,
                      availability: availabilityWords(messages, provider),
                      capacity: t('capacity', {
                        spaces: ageGroup.licensedSpaces,
                        group: ageGroup.name,
                      }),
                    })}
              </Typography>
              <Fact label={t('feesLabel')}>{feesWords(messages, provider)}</Fact>
              <Fact label={t('languagesLabel')}>
                {languagesText(messages, provider, languages)}
              </Fact>
              <Fact label={t('hoursLabel')}>{hoursTexts(messages, provider).join('; ')}</Fact>
            </>
          ) : (
            // A centre not on KinderWait states nothing itself: show what the City's data knows
            // (its licensed capacity, CWELCC and subsidy above, its phone) and say so once.
            <>
              {ageGroup.licensedSpaces === null ? null : (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('licensedCapacity', { spaces: ageGroup.licensedSpaces, group: ageGroup.name })}
                </Typography>
              )}
              {provider.phone === null ? null : (
                <Fact label={t('phoneLabel')}>{provider.phone}</Fact>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('notJoined')} {t('unclaimedKept')}
              </Typography>
            </>
          )}
          {provider.request === null ? null : (
            <Typography variant="body2" color="success.main">
              {requestLine(messages, provider.request, provider.claimed)}
            </Typography>
          )}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={selected}
                disabled={!selected && (!selectable || live)}
                onChange={(event) => {
                  onSelectedChange(event.target.checked);
                }}
                slotProps={{
                  input: {
                    'aria-label': live
                      ? t('alreadyRequestedName', { name: provider.name })
                      : t('select', { name: provider.name }),
                  },
                }}
              />
            }
            label={live ? t('alreadyRequested') : t('selectShort')}
          />
          <Button
            variant="text"
            aria-label={t('detailsOf', { name: provider.name })}
            onClick={onOpen}
          >
            {t('details')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
