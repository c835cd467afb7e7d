import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Language, ProviderType } from '@kinderwait/contract/catalogues';
import type { MatchedProvider } from '@kinderwait/contract/waitlist';
import { matchesTexts as texts, providerTypeFallbackNames } from '../childcare-matches-texts';
import { availabilityOf, formatCents, hoursLines } from '../lib/format';

/** The provider type's name from the catalogue (our own words while it loads). */
export function typeName(provider: MatchedProvider, types: readonly ProviderType[] | undefined) {
  return (
    types?.find((type) => type.id === provider.providerTypeId)?.name ??
    providerTypeFallbackNames[provider.type]
  );
}

/** "$65.00 per day · $12.50 per hour", or that the provider has not stated them. */
export function feesText(provider: MatchedProvider): string {
  const parts = [
    provider.dailyFeeCents === null ? null : texts.perDay(formatCents(provider.dailyFeeCents)),
    provider.hourlyFeeCents === null ? null : texts.perHour(formatCents(provider.hourlyFeeCents)),
  ].filter((part) => part !== null);
  return parts.length === 0 ? texts.feesNotStated : parts.join(' · ');
}

/** Language names from the catalogue, codes it does not know as they are. */
export function languagesText(
  provider: MatchedProvider,
  languages: readonly Language[] | undefined,
): string {
  if (provider.languages.length === 0) return texts.languagesNotStated;
  return provider.languages
    .map((code) => languages?.find((language) => language.code === code)?.name ?? code)
    .join(', ');
}

/** Hours as "Monday to Friday: 07:30 AM – 06:00 PM" lines, or not stated. */
export function hoursTexts(provider: MatchedProvider): string[] {
  const lines = hoursLines(provider.ageGroup.hoursOfBusiness);
  return lines.length === 0
    ? [texts.hoursNotStated]
    : lines.map((line) => `${line.days}: ${line.times}`);
}

export function availabilityText(provider: MatchedProvider): string {
  return texts.availability(availabilityOf(provider));
}

/** Licensed, CWELCC and subsidy as small labels. */
export function ProviderFlags({ provider }: { provider: MatchedProvider }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={provider.licensed ? 'success' : 'default'}
        variant="outlined"
        label={provider.licensed ? texts.licensed : texts.unlicensed}
      />
      {provider.cwelcc ? (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          label={texts.cwelccFlag}
          title={texts.cwelccLong}
        />
      ) : null}
      {provider.subsidy ? (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          label={texts.subsidyFlag}
          title={texts.subsidyLong}
        />
      ) : null}
    </Stack>
  );
}
