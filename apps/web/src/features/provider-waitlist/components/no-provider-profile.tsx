import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

/** The waitlist screen before the provider has a profile: families join once it exists. */
export function NoProviderProfile({ profileHref }: { profileHref: string }) {
  const { t } = useMessages(providerWaitlistCatalogue);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('pageTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('noProfile')}</Typography>
      <Button component={RouterLink} to={profileHref} variant="contained">
        {t('noProfileAction')}
      </Button>
    </Container>
  );
}
