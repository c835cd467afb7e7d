import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { providerWaitlistTexts } from '../provider-waitlist-texts';

const texts = providerWaitlistTexts.spaces;

/** Available spaces per age group (SPEC 8: a group without a stated number shows 0). */
export function SpacesSummary({ ageGroups }: { ageGroups: readonly ProviderAgeGroup[] }) {
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
              <Box component="li" key={group.id} sx={{ listStyle: 'none' }}>
                <Chip
                  color={available > 0 ? 'success' : 'default'}
                  variant="outlined"
                  label={texts.group(group.name, available)}
                />
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
