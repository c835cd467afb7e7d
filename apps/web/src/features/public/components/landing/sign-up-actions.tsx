import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '../../../../config/paths';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { landingCatalogue } from '../../landing-messages';

export interface SignUpActionsProps {
  /** Centre the buttons under centred text. */
  centered?: boolean;
}

/** The landing page's call to action: sign up, or sign in for those who have an account. */
export function SignUpActions({ centered = false }: SignUpActionsProps) {
  const { t } = useMessages(landingCatalogue);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 4, ...(centered && { justifyContent: 'center' }) }}
    >
      <Button
        component={RouterLink}
        to={paths.auth.register.getHref()}
        variant="contained"
        size="large"
      >
        {t('signUp')}
      </Button>
      <Button
        component={RouterLink}
        to={paths.auth.login.getHref()}
        variant="outlined"
        size="large"
      >
        {t('signIn')}
      </Button>
    </Stack>
  );
}
