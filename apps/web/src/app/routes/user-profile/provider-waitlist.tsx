import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { childcareProviderQueryOptions } from '../../../api/childcare-provider/get-childcare-provider';
import { ProviderWaitlistPage } from '../../../features/provider-waitlist/components/provider-waitlist-page';
import { providerWaitlistTexts as texts } from '../../../features/provider-waitlist/provider-waitlist-texts';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/**
 * /user-profile/childcare-provider/waitlist (waitlist.manage): the provider's waitlist, composed
 * with the provider's profile (its id names the waitlist; its age groups carry the spaces, read
 * afresh on each visit since an accepted offer takes one).
 */
function ProviderWaitlistRoute() {
  const profile = useQuery({ ...childcareProviderQueryOptions(), staleTime: 0 });
  const profileHref = paths.app.childcareProviderProfile.getHref();
  let body;
  if (profile.data === undefined) {
    body = <UserPending query={profile} label={texts.loading} />;
  } else if (profile.data.id === null) {
    body = (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {texts.pageTitle}
        </Typography>
        <Typography sx={{ mb: 2 }}>{texts.noProfile}</Typography>
        <Button component={RouterLink} to={profileHref} variant="contained">
          {texts.noProfileAction}
        </Button>
      </Container>
    );
  } else {
    body = (
      <ProviderWaitlistPage
        providerId={profile.data.id}
        ageGroups={profile.data.ageGroups}
        profileHref={profileHref}
        onOffersChanged={() => void profile.refetch()}
      />
    );
  }
  return (
    <>
      <PageHead title={texts.pageTitle} description={texts.pageDescription} noIndex />
      {body}
    </>
  );
}

export { ProviderWaitlistRoute as Component };
