import { useQuery } from '@tanstack/react-query';
import { childcareProviderQueryOptions } from '../../../api/childcare-provider/get-childcare-provider';
import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import { NoProviderProfile } from '../../../features/provider-waitlist/components/no-provider-profile';
import { ProviderWaitlistPage } from '../../../features/provider-waitlist/components/provider-waitlist-page';
import { useWaitlistHead } from '../../../features/provider-waitlist/hooks/use-waitlist-head';
import { providerWaitlistCatalogue } from '../../../features/provider-waitlist/provider-waitlist-messages';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { paths } from '../../../config/paths';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the waitlist's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    const language = activeLanguage();
    await Promise.all([
      loadMessages(providerWaitlistCatalogue, language),
      loadMessages(ageWordsCatalogue, language),
    ]);
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}

/**
 * /user-profile/childcare-provider/waitlist (waitlist.manage): the provider's waitlist, composed
 * with the provider's profile (its id names the waitlist; its age groups carry the spaces, read
 * afresh on each visit since an accepted offer takes one).
 */
function ProviderWaitlistRoute() {
  const head = useWaitlistHead();
  const profile = useQuery({ ...childcareProviderQueryOptions(), staleTime: 0 });
  const profileHref = paths.app.childcareProviderProfile.getHref();
  let body;
  if (profile.data === undefined) {
    body = <UserPending query={profile} label={head.loading} />;
  } else if (profile.data.id === null) {
    body = <NoProviderProfile profileHref={profileHref} />;
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
      <PageHead title={head.title} description={head.description} noIndex />
      {body}
    </>
  );
}

export { ProviderWaitlistRoute as Component };
