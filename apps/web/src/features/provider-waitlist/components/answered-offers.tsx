import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOffers } from '../api/get-offers';
import { ageGroupName } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

/** Answered offers shown: the most recent ones are what the provider acts on. */
const shown = 3;

/**
 * The latest declined or expired offers and who is next in line for that age group now (or whom
 * auto-offer gave the spot to), so the provider can offer the spot again at once.
 */
export function AnsweredOffers({ providerId }: { providerId: string }) {
  const { t, language } = useMessages(providerWaitlistCatalogue);
  const offers = useOffers(providerId);
  const answered = (offers.data?.items ?? [])
    .filter((offer) => offer.status === 'declined' || offer.status === 'expired')
    .slice(0, shown);
  if (answered.length === 0) return null;
  return (
    <section aria-labelledby="answered-offers-heading">
      <Typography id="answered-offers-heading" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('nextFamilyHeading')}
      </Typography>
      <Stack spacing={1}>
        {answered.map((offer) => {
          const what =
            offer.status === 'declined'
              ? t('nextFamilyDeclined', { child: offer.childFirstName })
              : t('nextFamilyExpired', { child: offer.childFirstName });
          let next = t('nextFamilyNobody');
          if (offer.nextFamily !== null) {
            next =
              offer.nextFamily.offerId === null
                ? t('nextFamilyNext', { child: offer.nextFamily.childFirstName })
                : t('nextFamilyAutoOffered', { child: offer.nextFamily.childFirstName });
          }
          return (
            <Alert key={offer.id} severity="info">
              {t('nextFamilyLine', {
                ageGroup: ageGroupName(language, {
                  id: offer.ageGroupId,
                  name: offer.ageGroupName,
                }),
                what,
                next,
              })}
            </Alert>
          );
        })}
      </Stack>
    </section>
  );
}
