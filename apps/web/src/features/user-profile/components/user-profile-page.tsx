import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayTimeZone } from '@kinderwait/contract/constants';
import { selfAssignableRoleCodes } from '@kinderwait/contract/rules/role-choices';
import type { User, UserRole } from '@kinderwait/contract/users';
import { paths } from '../../../config/paths';
import { usePrefetchUser } from '../api/get-user';
import { formatPhoneNumber } from '../../../lib/phone-number';
import { useMessages } from '../../../lib/i18n/use-messages';
import { languageNames } from '../lib/language-names';
import { profileCatalogue } from '../profile-messages';
import { roleName } from '../profile-words';

export interface UserProfilePageProps {
  user: User;
  activeRole: UserRole | undefined;
  onSwitchRole: (role: UserRole) => void;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '12rem 1fr' }, gap: 0.5, py: 1.5 }}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * /user-profile (docs/product/accounts.md#profiles): names, email, user name, phone and language,
 * and the roles the user holds with the active one marked, a way to switch to another and to add
 * one.
 */
export function UserProfilePage(props: UserProfilePageProps) {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <UserProfileContent {...props} />
    </Suspense>
  );
}

function UserProfileContent({ user, activeRole, onSwitchRole }: UserProfilePageProps) {
  const messages = useMessages(profileCatalogue);
  const { t, intl } = messages;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const canAddRole = selfAssignableRoleCodes(user.roles.map((role) => role.code)).length > 0;
  const prefetchUser = usePrefetchUser();
  // The edit form's copy starts loading as soon as the user heads for its button.
  const prefetchEditForm = () => {
    prefetchUser(user.id);
  };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          {t('title')}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.app.userProfileEdit.getHref()}
          variant="contained"
          onPointerEnter={prefetchEditForm}
          onFocus={prefetchEditForm}
        >
          {t('editButton')}
        </Button>
      </Stack>

      <Paper variant="outlined" sx={{ mt: 4, px: 3, py: 1 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Detail term={t('name')}>{fullName}</Detail>
          <Detail term={t('email')}>{user.email}</Detail>
          <Detail term={t('userName')}>{user.userName ?? t('noUserName')}</Detail>
          <Detail term={t('phone')}>
            {user.phoneNumber === null ? t('noPhone') : formatPhoneNumber(user.phoneNumber)}
          </Detail>
          <Detail term={t('language')}>
            <span lang={user.preferredLanguage}>{languageNames[user.preferredLanguage]}</span>
          </Detail>
          <Detail term={t('memberSince')}>
            {intl.formatDate(user.createdAt, { dateStyle: 'long', timeZone: displayTimeZone })}
          </Detail>
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="roles-heading" sx={{ mt: 5 }}>
        <Typography id="roles-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('rolesTitle')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {user.roles.length === 0 ? t('noRoles') : t('rolesIntro')}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ mt: 2, p: 0, listStyle: 'none' }}>
          {user.roles.map((role) => {
            const active = role.id === activeRole?.id;
            return (
              <Paper
                component="li"
                key={role.id}
                variant="outlined"
                aria-current={active ? 'true' : undefined}
                sx={{
                  p: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 2,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  borderColor: active ? 'primary.main' : undefined,
                }}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 700 }}>{roleName(messages, role.code)}</Typography>
                  {active && <Chip label={t('activeRole')} color="primary" size="small" />}
                </Stack>
                {!active && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      onSwitchRole(role);
                    }}
                    aria-label={t('switchToRole', { role: roleName(messages, role.code) })}
                  >
                    {t('switchTo')}
                  </Button>
                )}
              </Paper>
            );
          })}
        </Stack>
        {canAddRole && (
          <Button
            component={RouterLink}
            to={paths.app.roleSelection.getHref()}
            variant="text"
            sx={{ mt: 2 }}
          >
            {user.roles.length === 0 ? t('chooseRole') : t('addRole')}
          </Button>
        )}
      </Box>
    </Container>
  );
}
