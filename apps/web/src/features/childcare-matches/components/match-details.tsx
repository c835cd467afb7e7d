import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import type { ChildcareType, Language, ProviderType } from '@kinderwait/contract/catalogues';
import type { MatchedProvider } from '@kinderwait/contract/waitlist';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
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
import type { MatchesMessages } from '../match-words';
import { HeartIcon, HeartOutlineIcon } from './heart-icons';
import { hasLiveRequest } from './match-card';
import { WaitlistPolicy } from './waitlist-policy';
import { languagesText, ProviderFlags } from './provider-facts';

export interface MatchDetailsProps {
  /** The provider shown; the dialog is closed while undefined. */
  provider: MatchedProvider | undefined;
  providerTypes: readonly ProviderType[] | undefined;
  languages: readonly Language[] | undefined;
  childcareTypes: readonly ChildcareType[] | undefined;
  selected: boolean;
  selectable: boolean;
  onSelectedChange: (selected: boolean) => void;
  onLikedChange: (liked: boolean) => void;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={0.25}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function kindsOfCare(
  { t }: MatchesMessages,
  provider: MatchedProvider,
  types: readonly ChildcareType[] | undefined,
) {
  if (provider.childcareTypeIds.length === 0 || provider.notStated.includes('childcareTypes')) {
    return t('childcareTypesNotStated');
  }
  return provider.childcareTypeIds
    .map((id) => types?.find((type) => type.id === id)?.name ?? `#${String(id)}`)
    .join(', ');
}

/** Everything known about one match, with the like and select of the list (for map users too). */
export function MatchDetails({
  provider,
  providerTypes,
  languages,
  childcareTypes,
  selected,
  selectable,
  onSelectedChange,
  onLikedChange,
  onClose,
}: MatchDetailsProps) {
  const messages = useMessages(childcareMatchesCatalogue);
  const { t } = messages;
  const titleId = 'match-details-title';
  if (provider === undefined) {
    return <ResponsiveDialog open={false} onClose={onClose} aria-labelledby={titleId} />;
  }
  const { ageGroup } = provider;
  const live = hasLiveRequest(provider);
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{provider.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack spacing={1}>
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
            <ProviderFlags provider={provider} />
            {provider.cwelcc ? <Typography variant="body2">{t('cwelccLong')}</Typography> : null}
            {provider.subsidy ? <Typography variant="body2">{t('subsidyLong')}</Typography> : null}
          </Stack>
          <Section title={t('ageGroupLabel')}>
            <Typography>
              {t('groupAvailability', {
                group: ageGroup.name,
                availability: availabilityWords(messages, provider),
              })}
            </Typography>
            {ageGroup.licensedSpaces === null ? null : (
              <Typography variant="body2">
                {t('capacity', { spaces: ageGroup.licensedSpaces, group: ageGroup.name })}
              </Typography>
            )}
          </Section>
          <Section title={t('feesLabel')}>
            <Typography>{feesWords(messages, provider)}</Typography>
          </Section>
          <Section title={t('hoursLabel')}>
            {hoursTexts(messages, provider).map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
          </Section>
          <Section title={t('languagesLabel')}>
            <Typography>{languagesText(messages, provider, languages)}</Typography>
          </Section>
          <Section title={t('childcareTypesLabel')}>
            <Typography>{kindsOfCare(messages, provider, childcareTypes)}</Typography>
          </Section>
          <Section title={t('addressLabel')}>
            <Typography>
              {[provider.address, provider.postalCode].filter((part) => part !== null).join(', ') ||
                t('notStated')}
            </Typography>
          </Section>
          {provider.phone === null ? null : (
            <Section title={t('phoneLabel')}>
              <Link href={`tel:${provider.phone}`}>{provider.phone}</Link>
            </Section>
          )}
          {provider.website === null ? null : (
            <Section title={t('websiteLabel')}>
              <Link href={provider.website} target="_blank" rel="noopener noreferrer">
                {provider.website}
              </Link>
            </Section>
          )}
          <Section title={t('policyLabel')}>
            <WaitlistPolicy providerId={provider.id} />
          </Section>
          <Typography color={provider.claimed ? 'text.primary' : 'warning.main'}>
            {provider.claimed ? t('claimed') : t('unclaimed')}
          </Typography>
          {provider.claimed ? null : <Typography variant="body2">{t('unclaimedNote')}</Typography>}
          {provider.request === null ? null : (
            <Typography color="success.main">
              {t('requestSentOn', {
                line: requestLine(messages, provider.request, provider.claimed),
                // The formatter's time zone is Toronto's.
                date: messages.intl.formatDate(provider.request.sentAt, { dateStyle: 'long' }),
              })}
            </Typography>
          )}
          {provider.locId === null ? null : (
            <Stack spacing={0.25}>
              <Typography variant="body2">{t('licence', { locId: provider.locId })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('openDataNote')} {torontoOpenDataAttribution}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          aria-pressed={provider.liked}
          aria-label={t('like', { name: provider.name })}
          startIcon={provider.liked ? <HeartIcon /> : <HeartOutlineIcon />}
          onClick={() => {
            onLikedChange(!provider.liked);
          }}
        >
          {t('likeShort')}
        </Button>
        <Button
          variant={selected ? 'outlined' : 'contained'}
          disabled={!selected && (!selectable || live)}
          aria-pressed={selected}
          aria-label={
            live
              ? t('alreadyRequestedName', { name: provider.name })
              : t('select', { name: provider.name })
          }
          onClick={() => {
            onSelectedChange(!selected);
          }}
        >
          {live ? t('alreadyRequested') : t('selectShort')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
