import { Suspense } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import type { RoleCode } from '@kinderwait/contract/constants';
import { useRoleLabel } from '../../../components/role-label/use-role-label';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/use-messages';
import { homeCatalogue } from '../home-messages';
import type { HomeMessages } from '../home-messages';
import { useParentHome } from '../hooks/use-parent-home';
import type { HomeRead } from '../hooks/use-parent-home';
import { useProviderHome } from '../hooks/use-provider-home';
import { profileCard } from '../lib/home-card';
import type { HomeCard } from '../lib/home-card';
import { parentCards } from '../lib/parent-steps';
import { providerCards } from '../lib/provider-steps';
import type { ProviderRoleCode } from '../lib/provider-steps';
import { StepCard } from './step-card';

export interface HomePageProps {
  /** Undefined while the user loads. */
  firstName: string | undefined;
  /** The active role; undefined while loading or for a user without a role. */
  roleCode: RoleCode | undefined;
  /** The signed-in user's id (the parent's requests are theirs); undefined while loading. */
  userId: string | undefined;
}

function NextSteps({ cards, read }: { cards: HomeCard[]; read?: HomeRead<unknown> }) {
  const { t } = useMessages(homeCatalogue);
  let status: ReactNode = null;
  if (read?.pending === true) {
    status = <CircularProgress aria-label={t('loading')} size={28} sx={{ mt: 2 }} />;
  } else if (read?.failed === true) {
    status = (
      <Alert
        severity="warning"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" onClick={read.retry}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="next-steps-heading" sx={{ mt: 5 }}>
      <Typography id="next-steps-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('nextHeading')}
      </Typography>
      {status}
      {read?.pending === true ? null : (
        <Stack component="ol" spacing={2} sx={{ mt: 2, p: 0 }}>
          {cards.map((card) => (
            <StepCard key={card.id} card={card} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function ParentSteps({ parentId }: { parentId: string }) {
  const messages = useMessages(homeCatalogue);
  const read = useParentHome(parentId);
  return (
    <NextSteps cards={[...parentCards(read.state, messages), profileCard(messages)]} read={read} />
  );
}

function ProviderSteps({ role }: { role: ProviderRoleCode }) {
  const messages = useMessages(homeCatalogue);
  const read = useProviderHome();
  return (
    <NextSteps
      cards={[...providerCards(role, read.state, messages), profileCard(messages)]}
      read={read}
    />
  );
}

function adminCards(messages: HomeMessages): HomeCard[] {
  const { t } = messages;
  return [
    {
      id: 'api',
      title: t('apiTitle'),
      text: t('apiText'),
      link: { href: '/api/docs', label: t('apiLink'), external: true },
    },
    {
      id: 'products',
      title: t('productsTitle'),
      text: t('productsText'),
      link: { href: paths.app.productAdmin.getHref(), label: t('productsLink') },
    },
    profileCard(messages),
  ];
}

function RoleSteps({ roleCode, userId }: { roleCode: RoleCode; userId: string | undefined }) {
  const messages = useMessages(homeCatalogue);
  switch (roleCode) {
    case 'Parent':
      return userId === undefined ? null : <ParentSteps parentId={userId} />;
    case 'Licenced':
    case 'Unlicenced':
    case 'BabySitter':
      return <ProviderSteps role={roleCode} />;
    case 'SuperAdmin':
      return <NextSteps cards={adminCards(messages)} />;
  }
}

/**
 * /home (docs/product/accounts.md#home): a welcome for the active role and its next steps, each
 * from the user's own state (children, tickets, requests and offers for a parent; the profile, its
 * claim, spaces and the waitlist for a provider), each linking to its screen.
 */
export function HomePage(props: HomePageProps) {
  // The route's loader loads the words first; this boundary only shows if that failed.
  return (
    <Suspense fallback={null}>
      <HomeContent {...props} />
    </Suspense>
  );
}

function HomeContent({ firstName, roleCode, userId }: HomePageProps) {
  const { t } = useMessages(homeCatalogue);
  const roleLabel = useRoleLabel();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('title', { product: brand.productName })}
      </Typography>
      {firstName !== undefined && (
        <Typography sx={{ mt: 2, fontSize: '1.15rem' }}>
          {roleCode === undefined
            ? t('greeting', { firstName })
            : t('greetingWithRole', { firstName, role: roleLabel(roleCode) })}
        </Typography>
      )}
      {roleCode !== undefined && <RoleSteps roleCode={roleCode} userId={userId} />}
    </Container>
  );
}
