import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { errorMessageFor } from '../../../api/error-words';
import { useAnnounceOpening } from '../api/announce-opening';
import { providerWaitlistErrorWords, providerWaitlistTexts } from '../provider-waitlist-texts';

const texts = providerWaitlistTexts.spaces;

export interface SpacesSummaryProps {
  providerId: string;
  ageGroups: readonly ProviderAgeGroup[];
}

/**
 * Available spaces per age group (a group without a stated number shows 0), and for a group
 * with spaces the way to tell its waiting families now (raising spaces on the profile also does).
 */
export function SpacesSummary({ providerId, ageGroups }: SpacesSummaryProps) {
  const announce = useAnnounceOpening();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Box component="section" aria-labelledby="spaces-heading" sx={{ mb: 3 }}>
      <Typography id="spaces-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {texts.heading}
      </Typography>
      {ageGroups.length === 0 ? (
        <Typography>{texts.none}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {ageGroups.map((group) => {
            const available = group.availableSpaces ?? 0;
            return (
              <Box
                component="li"
                key={group.id}
                sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <Chip
                  color={available > 0 ? 'success' : 'default'}
                  variant="outlined"
                  label={texts.group(group.name, available)}
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
                              text: texts.announced(group.name, answer.familiesNotified),
                            });
                          },
                          onError: (error) => {
                            setOutcome({
                              ok: false,
                              text: `${texts.announceFailed(group.name)} ${errorMessageFor(error, providerWaitlistErrorWords)}`,
                            });
                          },
                        },
                      );
                    }}
                  >
                    {texts.announce(group.name)}
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
