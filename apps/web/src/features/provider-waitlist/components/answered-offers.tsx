import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOffers } from '../api/get-offers';
import { providerWaitlistTexts } from '../provider-waitlist-texts';

const texts = providerWaitlistTexts.nextFamily;
/** Answered offers shown: the most recent ones are what the provider acts on. */
const shown = 3;

/**
 * The latest declined or expired offers and who is next in line for that age group now (or whom
 * auto-offer gave the spot to), so the provider can offer the spot again at once.
 */
export function AnsweredOffers({ providerId }: { providerId: string }) {
  const offers = useOffers(providerId);
  const answered = (offers.data?.items ?? [])
    .filter((offer) => offer.status === 'declined' || offer.status === 'expired')
    .slice(0, shown);
  if (answered.length === 0) return null;
  return (
    <section aria-labelledby="answered-offers-heading">
      <Typography id="answered-offers-heading" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {texts.heading}
      </Typography>
      <Stack spacing={1}>
        {answered.map((offer) => {
          const what =
            offer.status === 'declined'
              ? texts.declined(offer.childFirstName)
              : texts.expired(offer.childFirstName);
          let next: string = texts.nobody;
          if (offer.nextFamily !== null) {
            next =
              offer.nextFamily.offerId === null
                ? texts.next(offer.nextFamily.childFirstName)
                : texts.autoOffered(offer.nextFamily.childFirstName);
          }
          return (
            <Alert key={offer.id} severity="info">
              {`${offer.ageGroupName}: ${what} ${next}`}
            </Alert>
          );
        })}
      </Stack>
    </section>
  );
}
