import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoleCode } from '@kinderwait/contract/constants';
import { roleLabels } from '@kinderwait/contract/rules/role-choices';
import { paths } from '../../../config/paths';
import { homeTexts } from '../home-texts';
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
  let status: ReactNode = null;
  if (read?.pending === true) {
    status = <CircularProgress aria-label={homeTexts.loading} size={28} sx={{ mt: 2 }} />;
  } else if (read?.failed === true) {
    status = (
      <Alert
        severity="warning"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" onClick={read.retry}>
            {homeTexts.retry}
          </Button>
        }
      >
        {homeTexts.loadFailed}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="next-steps-heading" sx={{ mt: 5 }}>
      <Typography id="next-steps-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {homeTexts.nextHeading}
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
  const read = useParentHome(parentId);
  return <NextSteps cards={[...parentCards(read.state), profileCard]} read={read} />;
}

function ProviderSteps({ role }: { role: ProviderRoleCode }) {
  const read = useProviderHome();
  return <NextSteps cards={[...providerCards(role, read.state), profileCard]} read={read} />;
}

const adminTexts = homeTexts.admin;
const adminCards: HomeCard[] = [
  {
    id: 'api',
    title: adminTexts.api.title,
    text: adminTexts.api.text,
    link: { href: '/api/docs', label: adminTexts.api.link, external: true },
  },
  {
    id: 'products',
    title: adminTexts.products.title,
    text: adminTexts.products.text,
    link: { href: paths.app.productAdmin.getHref(), label: adminTexts.products.link },
  },
  profileCard,
];

function RoleSteps({ roleCode, userId }: { roleCode: RoleCode; userId: string | undefined }) {
  switch (roleCode) {
    case 'Parent':
      return userId === undefined ? null : <ParentSteps parentId={userId} />;
    case 'Licenced':
    case 'Unlicenced':
    case 'BabySitter':
      return <ProviderSteps role={roleCode} />;
    case 'SuperAdmin':
      return <NextSteps cards={adminCards} />;
  }
}

/**
 * /home (docs/product/accounts.md#home): a welcome for the active role and its next steps, each
 * from the user's own state (children, tickets, requests and offers for a parent; the profile, its
 * claim, spaces and the waitlist for a provider), each linking to its screen.
 */
export function HomePage({ firstName, roleCode, userId }: HomePageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {homeTexts.title}
      </Typography>
      {firstName !== undefined && (
        <Typography sx={{ mt: 2, fontSize: '1.15rem' }}>
          {homeTexts.greeting(firstName, roleCode === undefined ? undefined : roleLabels[roleCode])}
        </Typography>
      )}
      {roleCode !== undefined && <RoleSteps roleCode={roleCode} userId={userId} />}
    </Container>
  );
}
