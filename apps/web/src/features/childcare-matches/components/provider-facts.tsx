import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Language } from '@kinderwait/contract/catalogues';
import type { MatchedProvider } from '@kinderwait/contract/waitlist';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareMatchesCatalogue } from '../childcare-matches-messages';
import type { MatchesMessages } from '../match-words';

/** Language names from the catalogue, codes it does not know as they are. */
export function languagesText(
  { t }: MatchesMessages,
  provider: MatchedProvider,
  languages: readonly Language[] | undefined,
): string {
  if (provider.languages.length === 0) return t('languagesNotStated');
  return provider.languages
    .map((code) => languages?.find((language) => language.code === code)?.name ?? code)
    .join(', ');
}

/** Licensed, CWELCC and subsidy as small labels. */
export function ProviderFlags({ provider }: { provider: MatchedProvider }) {
  const { t } = useMessages(childcareMatchesCatalogue);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={provider.licensed ? 'success' : 'default'}
        variant="outlined"
        label={provider.licensed ? t('licensed') : t('unlicensed')}
      />
      {provider.cwelcc ? (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          label={t('cwelccFlag')}
          title={t('cwelccLong')}
        />
      ) : null}
      {provider.subsidy ? (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          label={t('subsidyFlag')}
          title={t('subsidyLong')}
        />
      ) : null}
    </Stack>
  );
}
