import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { permissions } from '@kinderwait/contract/constants';
import { paths } from '../../../config/paths';
import { SpotBroadcastsSection } from '../../../features/broadcast/components/spot-broadcasts-section';
import { broadcastCatalogue } from '../../../features/broadcast/broadcast-messages';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { ProviderProfilePage } from '../../../features/childcare-provider/components/provider-profile-page';
import { childcareProviderCatalogue } from '../../../features/childcare-provider/childcare-provider-messages';
import { permissionsOf, useRole } from '../../../features/user-context/api/get-role';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';
import { ChildcareLocationSection } from '../../location/childcare-location-section';

/** Loads the provider profile's and the broadcast's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  const language = activeLanguage();
  try {
    await Promise.all([
      loadMessages(childcareProviderCatalogue, language),
      loadMessages(broadcastCatalogue, language),
    ]);
  } catch {
    // The profile suspends and loads them again.
  }
  return null;
}

/**
 * /broadcast/broadcast-profile (broadcast.create): what matching uses and families see, edited
 * with the provider profile screen itself (not a copy), a link to the AI Broadcast chat, and per
 * age group "Tell families nearby about these spaces".
 */
function BroadcastProfileRoute() {
  const head = useBroadcastHead();
  const texts = head.profile;
  const activeRole = useActiveRole();
  const role = useRole(activeRole?.id);
  const navigate = useNavigate();
  const held = role.data === undefined ? [] : permissionsOf(role.data);
  return (
    <>
      <PageHead title={texts.title} description={texts.description} noIndex />
      <Container maxWidth="md" sx={{ pt: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          {texts.title}
        </Typography>
        <Typography sx={{ mb: 1 }}>{texts.description}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <Link component={RouterLink} to={paths.app.broadcastOnboarding.getHref()}>
            {texts.chatLink}
          </Link>
          {held.includes(permissions.broadcastAnswer) ? (
            <Link component={RouterLink} to={paths.app.broadcastIncoming.getHref()}>
              {texts.incomingLink}
            </Link>
          ) : null}
        </Stack>
        <SpotBroadcastsSection
          roleId={activeRole?.id}
          onPaid={(order) => {
            void navigate(paths.app.broadcastOrder.getHref(order.id));
          }}
        />
      </Container>
      {activeRole === undefined || role.data === undefined ? (
        <Box sx={{ py: 2 }}>
          <UserPending query={role} label={head.loading} />
        </Box>
      ) : (
        <ProviderProfilePage
          roleCode={activeRole.code}
          headingComponent="h2"
          locationSection={<ChildcareLocationSection role={role.data} />}
          claimHref={
            held.includes(permissions.listingClaim) ? paths.app.claimListing.getHref() : undefined
          }
        />
      )}
    </>
  );
}

export { BroadcastProfileRoute as Component };
