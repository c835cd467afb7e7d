import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RoleCode } from '@kinderwait/contract/constants';
import { providerTypeIdsForRole } from '@kinderwait/contract/childcare-provider-edit';
import { errorMessageFor } from '../../../api/error-words';
import { useChildcareProvider } from '../../../api/childcare-provider/get-childcare-provider';
import { UnsavedChangesGuard } from '../../../components/form/unsaved-changes-guard';
import { useProfileCatalogues } from '../hooks/use-profile-catalogues';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareProviderCatalogue } from '../childcare-provider-messages';
import { profileErrorWords } from '../lib/profile-words';
import { AgeGroupsSection } from './age-groups-section';
import { DetailsSection } from './details-section';
import { FeesContactSection } from './fees-contact-section';

export interface ProviderProfilePageProps {
  roleCode: RoleCode;
  /** The location part, composed by the app (it shows the location selector). */
  locationSection: ReactNode;
  /** Where a provider without a claimed centre can claim one (Licenced roles). */
  claimHref?: string;
  /** The onboarding chat that fills this profile by conversation (roles that have one). */
  assistantHref?: string;
  /** The title's level: h2 where the profile is part of a page with its own title (broadcast). */
  headingComponent?: 'h1' | 'h2';
}

type ProfilePart = 'details' | 'feesContact' | 'ageGroups';

/**
 * The provider profile screen (docs/product/catalogue.md#the-profile-screen): every part of the
 * profile, each saved on its own with its PATCH path, keeping what was typed when a save fails and
 * naming the fields a 400 names. A part being edited never takes a profile read meanwhile, and
 * leaving with unsaved changes asks first.
 */
export function ProviderProfilePage(props: ProviderProfilePageProps) {
  return (
    <Suspense fallback={null}>
      <ProviderProfileContent {...props} />
    </Suspense>
  );
}

function ProviderProfileContent({
  roleCode,
  locationSection,
  claimHref,
  assistantHref,
  headingComponent = 'h1',
}: ProviderProfilePageProps) {
  const { t } = useMessages(childcareProviderCatalogue);
  const profile = useChildcareProvider();
  const catalogues = useProfileCatalogues();
  const [dirtyParts, setDirtyParts] = useState<Readonly<Record<ProfilePart, boolean>>>({
    details: false,
    feesContact: false,
    ageGroups: false,
  });
  // One stable reporter per part, so a part's effect runs only when its own state changes.
  const reportDirty = useMemo(() => {
    const reporter = (part: ProfilePart) => (dirty: boolean) => {
      setDirtyParts((current) =>
        current[part] === dirty ? current : { ...current, [part]: dirty },
      );
    };
    return {
      details: reporter('details'),
      feesContact: reporter('feesContact'),
      ageGroups: reporter('ageGroups'),
    };
  }, []);
  const dirty = Object.values(dirtyParts).some(Boolean);

  if (profile.data === undefined || catalogues.data === undefined) {
    const failed = profile.isError || catalogues.isError;
    const failure = errorMessageFor(profile.error ?? catalogues.error, profileErrorWords(t));
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 8 }}>
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                onClick={() => {
                  void profile.refetch();
                  void catalogues.refetch();
                }}
              >
                {t('retry')}
              </Button>
            }
          >
            {t('loadFailed')} {failure}
          </Alert>
        ) : (
          <CircularProgress aria-label={t('loading')} />
        )}
      </Box>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography
        variant={headingComponent === 'h1' ? 'h4' : 'h5'}
        component={headingComponent}
        sx={{ mb: 2 }}
      >
        {t('pageTitle')}
      </Typography>
      {profile.data.user === null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('notSetUp')}
        </Alert>
      ) : null}
      {claimHref !== undefined && profile.data.licence === null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {/* A no-break space: a literal one would be text the lint rule asks to translate. */}
          {t('claimIntro')}&nbsp;
          <Link component={RouterLink} to={claimHref}>
            {t('claimLink')}
          </Link>
        </Alert>
      ) : null}
      {assistantHref !== undefined ? (
        <Typography sx={{ mb: 2 }}>
          {t('assistantIntro')}&nbsp;
          <Link component={RouterLink} to={assistantHref}>
            {t('assistantLink')}
          </Link>
        </Typography>
      ) : null}
      <Stack spacing={3}>
        <DetailsSection
          profile={profile.data}
          catalogues={catalogues.data}
          allowedTypeIds={providerTypeIdsForRole(roleCode)}
          onDirtyChange={reportDirty.details}
        />
        <FeesContactSection profile={profile.data} onDirtyChange={reportDirty.feesContact} />
        {locationSection}
        <AgeGroupsSection
          profile={profile.data}
          ageGroups={catalogues.data.ageGroups}
          onDirtyChange={reportDirty.ageGroups}
        />
      </Stack>
      <UnsavedChangesGuard dirty={dirty} />
    </Container>
  );
}
