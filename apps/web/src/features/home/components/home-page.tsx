import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import type { RoleCode } from '@kinderwait/contract/constants';
import { roleLabels } from '@kinderwait/contract/rules/role-choices';
import { nextStepsFor } from '../home-content';
import type { NextStep } from '../home-content';

export interface HomePageProps {
  /** Undefined while the user loads. */
  firstName: string | undefined;
  /** The active role; undefined while loading or for a user without a role. */
  roleCode: RoleCode | undefined;
}

function StepCard({ step }: { step: NextStep }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 3, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {step.title}
        </Typography>
        {step.status === 'coming' && (
          <Chip label="Coming soon" size="small" color="warning" variant="outlined" />
        )}
      </Stack>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{step.text}</Typography>
      {step.link !== undefined && (
        <Typography sx={{ mt: 1.5 }}>
          {step.link.external === true ? (
            <Link href={step.link.href}>{step.link.label}</Link>
          ) : (
            <Link component={RouterLink} to={step.link.href}>
              {step.link.label}
            </Link>
          )}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * /home (docs/product/accounts.md#home): a welcome for the active role and what to do next. Screens
 * that arrive with later releases are named as coming, never offered as buttons that do nothing.
 */
export function HomePage({ firstName, roleCode }: HomePageProps) {
  const steps = roleCode === undefined ? [] : nextStepsFor(roleCode);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        Welcome to {brand.productName}
      </Typography>
      {firstName !== undefined && (
        <Typography sx={{ mt: 2, fontSize: '1.15rem' }}>
          Hello {firstName}
          {roleCode === undefined ? '.' : `, you are signed in as ${roleLabels[roleCode]}.`}
        </Typography>
      )}
      {steps.length > 0 && (
        <Box component="section" aria-labelledby="next-steps-heading" sx={{ mt: 5 }}>
          <Typography id="next-steps-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            What to do next
          </Typography>
          <Stack component="ol" spacing={2} sx={{ mt: 2, p: 0 }}>
            {steps.map((step) => (
              <StepCard key={step.title} step={step} />
            ))}
          </Stack>
        </Box>
      )}
    </Container>
  );
}
