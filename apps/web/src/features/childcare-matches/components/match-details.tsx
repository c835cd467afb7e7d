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
import { displayTimeZone } from '@kinderwait/contract/constants';
import type { MatchedProvider } from '@kinderwait/contract/waitlist';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { matchesTexts as texts } from '../childcare-matches-texts';
import { formatDistance } from '../lib/format';
import { HeartIcon, HeartOutlineIcon } from './heart-icons';
import { hasLiveRequest } from './match-card';
import { WaitlistPolicy } from './waitlist-policy';
import {
  availabilityText,
  feesText,
  hoursTexts,
  languagesText,
  ProviderFlags,
  typeName,
} from './provider-facts';

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

function kindsOfCare(provider: MatchedProvider, types: readonly ChildcareType[] | undefined) {
  if (provider.childcareTypeIds.length === 0 || provider.notStated.includes('childcareTypes')) {
    return texts.childcareTypesNotStated;
  }
  return provider.childcareTypeIds
    .map((id) => types?.find((type) => type.id === id)?.name ?? `#${String(id)}`)
    .join(', ');
}

const sentDate = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'long',
  timeZone: displayTimeZone,
});

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
              {typeName(provider, providerTypes)} ·{' '}
              {texts.distance(formatDistance(provider.distanceKm), provider.distanceApproximate)}
            </Typography>
            <ProviderFlags provider={provider} />
            {provider.cwelcc ? <Typography variant="body2">{texts.cwelccLong}</Typography> : null}
            {provider.subsidy ? <Typography variant="body2">{texts.subsidyLong}</Typography> : null}
          </Stack>
          <Section title={texts.ageGroupLabel}>
            <Typography>
              {ageGroup.name}: {availabilityText(provider)}
            </Typography>
            {ageGroup.licensedSpaces === null ? null : (
              <Typography variant="body2">
                {texts.capacity(ageGroup.licensedSpaces, ageGroup.name)}
              </Typography>
            )}
          </Section>
          <Section title={texts.feesLabel}>
            <Typography>{feesText(provider)}</Typography>
          </Section>
          <Section title={texts.hoursLabel}>
            {hoursTexts(provider).map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
          </Section>
          <Section title={texts.languagesLabel}>
            <Typography>{languagesText(provider, languages)}</Typography>
          </Section>
          <Section title={texts.childcareTypesLabel}>
            <Typography>{kindsOfCare(provider, childcareTypes)}</Typography>
          </Section>
          <Section title={texts.addressLabel}>
            <Typography>
              {[provider.address, provider.postalCode].filter((part) => part !== null).join(', ') ||
                texts.notStated}
            </Typography>
          </Section>
          {provider.phone === null ? null : (
            <Section title={texts.phoneLabel}>
              <Link href={`tel:${provider.phone}`}>{provider.phone}</Link>
            </Section>
          )}
          {provider.website === null ? null : (
            <Section title={texts.websiteLabel}>
              <Link href={provider.website} target="_blank" rel="noopener noreferrer">
                {provider.website}
              </Link>
            </Section>
          )}
          <Section title={texts.policyLabel}>
            <WaitlistPolicy providerId={provider.id} />
          </Section>
          <Typography color={provider.claimed ? 'text.primary' : 'warning.main'}>
            {provider.claimed ? texts.claimed : texts.unclaimed}
          </Typography>
          {provider.claimed ? null : <Typography variant="body2">{texts.unclaimedNote}</Typography>}
          {provider.request === null ? null : (
            <Typography color="success.main">
              {texts.requestLine(
                provider.request.status,
                provider.request.position,
                provider.claimed,
              )}{' '}
              · {sentDate.format(new Date(provider.request.sentAt))}
            </Typography>
          )}
          {provider.locId === null ? null : (
            <Stack spacing={0.25}>
              <Typography variant="body2">
                {texts.licenceLabel}: {provider.locId}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {texts.openDataNote} {torontoOpenDataAttribution}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          aria-pressed={provider.liked}
          aria-label={texts.like(provider.name)}
          startIcon={provider.liked ? <HeartIcon /> : <HeartOutlineIcon />}
          onClick={() => {
            onLikedChange(!provider.liked);
          }}
        >
          {texts.likeShort}
        </Button>
        <Button
          variant={selected ? 'outlined' : 'contained'}
          disabled={!selected && (!selectable || live)}
          aria-pressed={selected}
          aria-label={
            live ? `${texts.alreadyRequested}: ${provider.name}` : texts.select(provider.name)
          }
          onClick={() => {
            onSelectedChange(!selected);
          }}
        >
          {live ? texts.alreadyRequested : texts.selectShort}
        </Button>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
