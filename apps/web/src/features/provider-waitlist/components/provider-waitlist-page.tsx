import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { useMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';
import { FamiliesPanel } from './families-panel';
import { SpacesSummary } from './spaces-summary';

// The other tabs load when first opened: the families are what the screen opens on, and the
// screen's JavaScript budget (scripts/check-route-budgets.mjs) leaves no room for the rest.
const PrioritiesEditor = lazy(() =>
  import('./priorities-editor').then((module) => ({ default: module.PrioritiesEditor })),
);
const SettingsSection = lazy(() =>
  import('./settings-section').then((module) => ({ default: module.SettingsSection })),
);

const tabIds = ['families', 'priorities', 'settings'] as const;
type TabId = (typeof tabIds)[number];

export interface ProviderWaitlistPageProps {
  /** The provider profile's id (GET /api/childcare-providers `id`). */
  providerId: string;
  /** The profile's age groups, with their available spaces. */
  ageGroups: readonly ProviderAgeGroup[];
  profileHref: string;
  onOffersChanged?: () => void;
}

/**
 * The provider's waitlist (docs/product/offers.md#the-providers-waitlist-screen): spaces per age
 * group, then three tabs: the families in line order with priorities and offers, the priority
 * categories, and the policy and offer settings.
 */
export function ProviderWaitlistPage(props: ProviderWaitlistPageProps) {
  return (
    <Suspense fallback={null}>
      <ProviderWaitlistContent {...props} />
    </Suspense>
  );
}

function ProviderWaitlistContent({
  providerId,
  ageGroups,
  profileHref,
  onOffersChanged,
}: ProviderWaitlistPageProps) {
  const { t } = useMessages(providerWaitlistCatalogue);
  const [tab, setTab] = useState<TabId>('families');
  const labels: Record<TabId, string> = {
    families: t('familiesTab'),
    priorities: t('prioritiesHeading'),
    settings: t('settingsHeading'),
  };
  const tabs = tabIds.map((id) => ({ id, label: labels[id] }));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {t('pageTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <SpacesSummary providerId={providerId} ageGroups={ageGroups} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabId) => {
            setTab(value);
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('pageTitle')}
        >
          {tabs.map((item) => (
            <Tab
              key={item.id}
              value={item.id}
              label={item.label}
              id={`waitlist-tab-${item.id}`}
              aria-controls={`waitlist-panel-${item.id}`}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.map((item) => (
        <Box
          key={item.id}
          role="tabpanel"
          id={`waitlist-panel-${item.id}`}
          aria-labelledby={`waitlist-tab-${item.id}`}
          hidden={tab !== item.id}
        >
          {tab !== item.id ? null : item.id === 'families' ? (
            <FamiliesPanel
              providerId={providerId}
              ageGroups={ageGroups}
              profileHref={profileHref}
              onOffersChanged={onOffersChanged}
            />
          ) : (
            <Suspense fallback={<CircularProgress aria-label={t('tabLoading')} size={28} />}>
              {item.id === 'priorities' ? (
                <PrioritiesEditor providerId={providerId} />
              ) : (
                <SettingsSection providerId={providerId} />
              )}
            </Suspense>
          )}
        </Box>
      ))}
    </Container>
  );
}
