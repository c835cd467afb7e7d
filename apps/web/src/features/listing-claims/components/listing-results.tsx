import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import type { Listing } from '@kinderwait/contract/childcare-providers';
import { useMessages } from '../../../lib/i18n/use-messages';
import { listingClaimsCatalogue } from '../listing-claims-messages';

/** The centres a search found, with the open data licence's attribution. */
export function ListingResults({
  listings,
  onChoose,
}: {
  listings: readonly Listing[];
  onChoose: (listing: Listing) => void;
}) {
  const { t } = useMessages(listingClaimsCatalogue);
  return (
    <Stack component="section" aria-label={t('results')} spacing={1}>
      {listings.length === 0 ? (
        <Typography role="status">{t('noResults')}</Typography>
      ) : (
        <List>
          {listings.map((listing) => (
            <ListItem
              key={listing.id}
              divider
              sx={{
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'flex-start' },
                gap: 1,
              }}
            >
              <Stack sx={{ flexGrow: 1 }}>
                <Typography component="h2" variant="subtitle1">
                  {listing.name}
                </Typography>
                <Typography variant="body2">
                  {[listing.address, listing.postalCode].filter((part) => part !== null).join(', ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('spaces', { count: listing.licensedSpaces })}
                </Typography>
              </Stack>
              {listing.claimed ? (
                <Typography variant="body2">{t('claimed')}</Typography>
              ) : (
                <Button
                  variant="outlined"
                  aria-label={t('chooseName', { name: listing.name })}
                  onClick={() => {
                    onChoose(listing);
                  }}
                >
                  {t('choose')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="body2" color="text.secondary">
        {torontoOpenDataAttribution}
      </Typography>
    </Stack>
  );
}
