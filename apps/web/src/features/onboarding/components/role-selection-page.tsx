import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { RoleCode } from '@kinderwait/contract/constants';
import { selfAssignableRoleCodes } from '@kinderwait/contract/rules/role-choices';
import type { User, UserRole } from '@kinderwait/contract/users';
import { errorMessageFor } from '../../../api/error-words';
import { FormStack } from '../../../components/form/form-stack';
import { SubmitButton } from '../../../components/form/submit-button';
import { useAssignRoles } from '../api/assign-roles';
import { useSelectableRoles } from '../api/get-selectable-roles';
import { useMessages } from '../../../lib/i18n/use-messages';
import { onboardingCatalogue } from '../onboarding-messages';
import { onboardingErrorWords, roleChoiceWords } from '../onboarding-words';

export interface RoleSelectionPageProps {
  user: User;
  activeRole: UserRole | undefined;
  /** After POST /api/users/{userId}/roles: the updated user and the role just added. */
  onRoleAdded: (user: User, added: UserRole) => Promise<void> | void;
  /** A role the user already holds was chosen. */
  onSwitch: (role: UserRole) => Promise<void> | void;
}

/**
 * /onboarding/role-selection (docs/product/onboarding.md#role-selection): a new user picks Parent
 * or a provider role; a user with roles can switch to one they hold or add Parent and one provider
 * role.
 */
export function RoleSelectionPage(props: RoleSelectionPageProps) {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <RoleSelectionContent {...props} />
    </Suspense>
  );
}

function RoleSelectionContent({ user, activeRole, onRoleAdded, onSwitch }: RoleSelectionPageProps) {
  const messages = useMessages(onboardingCatalogue);
  const { t } = messages;
  const roles = useSelectableRoles();
  const assign = useAssignRoles();
  const [choice, setChoice] = useState<string>('');
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const heldCodes = user.roles.map((role) => role.code);
  const addable = selfAssignableRoleCodes(heldCodes);
  const firstRole = user.roles.length === 0;
  // A retry shows the spinner again rather than the failure it is trying to get past.
  const rolesStatus =
    roles.data !== undefined ? 'ready' : roles.isError && !roles.isFetching ? 'failed' : 'loading';

  async function submit() {
    const chosen = roles.data?.find((role) => String(role.Id) === choice);
    if (chosen === undefined) {
      setProblem(t('noChoice'));
      return;
    }
    setProblem(undefined);
    setSaving(true);
    try {
      const held = user.roles.find((role) => role.id === chosen.Id);
      if (held !== undefined) {
        await onSwitch(held);
      } else {
        const updated = await assign.mutateAsync({
          userId: user.id,
          body: { email: user.email, roles: [chosen.Code] },
        });
        await onRoleAdded(updated, { id: chosen.Id, code: chosen.Code });
      }
    } catch (error) {
      setProblem(errorMessageFor(error, onboardingErrorWords(messages)));
    } finally {
      setSaving(false);
    }
  }

  function availability(code: RoleCode): { disabled: boolean; note?: string } {
    if (heldCodes.includes(code)) {
      return {
        disabled: false,
        note: activeRole?.code === code ? t('active') : t('held'),
      };
    }
    if (addable.includes(code)) return { disabled: false };
    return { disabled: true, note: t('providerHeld') };
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {firstRole ? t('firstRoleTitle') : t('addRoleTitle')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        {firstRole ? t('firstRoleIntro') : t('addRoleIntro')}
      </Typography>

      {rolesStatus === 'loading' && (
        <CircularProgress sx={{ mt: 4 }} aria-label={t('loadingRoles')} />
      )}
      {rolesStatus === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 4 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                void roles.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('rolesFailed')} {errorMessageFor(roles.error, onboardingErrorWords(messages))}
        </Alert>
      )}
      {roles.data !== undefined && (
        <FormStack
          onSubmit={async (event) => {
            event.preventDefault();
            await submit();
          }}
        >
          <FormControl error={problem !== undefined}>
            <FormLabel id="role-choice-legend" sx={{ mb: 1 }}>
              {t('legend')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="role-choice-legend"
              name="role"
              value={choice}
              onChange={(event) => {
                setChoice(event.target.value);
                setProblem(undefined);
              }}
            >
              {roles.data.map((role) => {
                const text = roleChoiceWords(messages, role.Code);
                const { disabled, note } = availability(role.Code);
                return (
                  <FormControlLabel
                    key={role.Id}
                    value={String(role.Id)}
                    disabled={disabled}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', py: 1 }}
                    label={
                      <span>
                        <Typography
                          component="span"
                          sx={{ display: 'block', fontWeight: 700, pt: 1 }}
                        >
                          {text.title}
                        </Typography>
                        <Typography
                          component="span"
                          sx={{ display: 'block', color: 'text.secondary' }}
                        >
                          {text.description}
                        </Typography>
                        {note !== undefined && (
                          <Typography
                            component="span"
                            sx={{ display: 'block', color: 'info.main', fontSize: '0.875rem' }}
                          >
                            {note}
                          </Typography>
                        )}
                      </span>
                    }
                  />
                );
              })}
            </RadioGroup>
            {problem !== undefined && <FormHelperText role="alert">{problem}</FormHelperText>}
          </FormControl>
          <SubmitButton submitting={saving}>{t('submit')}</SubmitButton>
        </FormStack>
      )}
    </Container>
  );
}
