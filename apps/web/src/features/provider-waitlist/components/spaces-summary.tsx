import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { errorMessageFor } from '../../../api/error-words';
import { useAnnounceOpening } from '../api/announce-opening';
import { ageGroupName } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { waitlistErrorWords } from '../lib/waitlist-words';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

export interface SpacesSummaryProps {
  providerId: string;
  ageGroups: readonly ProviderAgeGroup[];
}

/**
 * Available spaces per age group (a group without a stated number shows 0), and for a group
 * with spaces the way to tell its waiting families now (raising spaces on the profile also does).
 */
export function SpacesSummary({ providerId, ageGroups }: SpacesSummaryProps) {
  const { t, language } = useMessages(providerWaitlistCatalogue);
  const announce = useAnnounceOpening();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Box component="section" aria-labelledby="spaces-heading" sx={{ mb: 3 }}>
      <Typography id="spaces-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('spacesHeading')}
      </Typography>
      {ageGroups.length === 0 ? (
        <Typography>{t('spacesNone')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {ageGroups.map((group) => {
            const available = group.availableSpaces ?? 0;
            const name = ageGroupName(language, group);
            return (
              <Box
                component="li"
                key={group.id}
                sx={{
                  listStyle: 'none',
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  maxWidth: '100%',
                }}
              >
                <Chip
                  color={available > 0 ? 'success' : 'default'}
                  variant="outlined"
                  label={t('spacesGroup', { name, available })}
                  // A chip's label stays on one line and is cut: a long group name wraps instead.
                  sx={{
                    height: 'auto',
                    maxWidth: '100%',
                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                  }}
                />
                {available > 0 && (
                  <Button
                    size="small"
                    disabled={announce.isPending}
                    onClick={() => {
                      setOutcome(null);
                      announce.mutate(
                        { providerId, ageGroupId: group.id },
                        {
                          onSuccess: (answer) => {
                            setOutcome({
                              ok: true,
                              text:
                                answer.familiesNotified === 0
                                  ? t('spacesAnnouncedNone', { name })
                                  : t('spacesAnnounced', {
                                      name,
                                      families: answer.familiesNotified,
                                    }),
                            });
                          },
                          onError: (error) => {
                            setOutcome({
                              ok: false,
                              text: `${t('spacesAnnounceFailed', { name })} ${errorMessageFor(error, waitlistErrorWords(t))}`,
                            });
                          },
                        },
                      );
                    }}
                  >
                    {t('spacesAnnounce', { name })}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {outcome !== null && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ mt: 1 }}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}
