import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { isAxiosError } from 'axios';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiErrorBody } from '@kinderwait/contract/errors';
import type { User } from '@kinderwait/contract/users';
import { apiErrorCodeOf, errorMessageFor } from '../../../api/error-words';
import { FormStack } from '../../../components/form/form-stack';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useFieldCheck } from '../../../components/form/use-field-check';
import { useUpdateUser } from '../api/update-user';
import { validateUserName } from '../api/validate-user-name';
import { profileFields, profileFormValues, ProfileFormSchema } from '../lib/profile-form-schema';
import type { ProfileFormInput, ProfileFormOutput } from '../lib/profile-form-schema';
import { serverFieldErrors } from '../../../api/field-errors';
import type { ProfileField } from '../lib/profile-form-schema';
import { useMessages } from '../../../lib/i18n/use-messages';
import { languageNames } from '../lib/language-names';
import { profileCatalogue } from '../profile-messages';
import type { ProfileMessages } from '../profile-messages';
import { profileErrorWords, profileFieldCodes } from '../profile-words';
import { useValidationWords } from '../../../components/form/validation-words';
import { wordedResolver } from '../../../components/form/worded-resolver';

export interface ProfileFormProps {
  user: User;
  cancelHref: string;
  onSaved: (user: User) => void;
}

/** The 400 answer's detail, which names the fields (docs/product/errors.md#the-api-error-body). */
function errorDetail(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const body = ApiErrorBody.safeParse(error.response?.data);
  return body.success ? body.data.detail : undefined;
}

/**
 * The fields a refused save names: the field of a code the profile words cover (a taken user
 * name), else those the 400 answer's detail names, with the server's words.
 */
function fieldErrorsOf(
  error: unknown,
  messages: ProfileMessages,
  word: (message: string) => string,
): { field: ProfileField; message: string }[] {
  const code = apiErrorCodeOf(error);
  const field = code === undefined ? undefined : profileFieldCodes[code];
  const words = code === undefined ? undefined : profileErrorWords(messages)[code];
  if (field !== undefined && words !== undefined) return [{ field, message: words }];
  return serverFieldErrors(errorDetail(error), profileFields, word);
}

/**
 * The edit-user-profile form (docs/product/accounts.md#profiles): react-hook-form with the
 * contract's UpdateUserBody. A failed save keeps every value typed and shows the server's words
 * next to the field it names.
 */
export function ProfileForm({ user, cancelHref, onSaved }: ProfileFormProps) {
  const messages = useMessages(profileCatalogue);
  const { t } = messages;
  const { word, zodError } = useValidationWords();
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, formState, setError } = useForm<
    ProfileFormInput,
    unknown,
    ProfileFormOutput
  >({
    resolver: wordedResolver(zodResolver(ProfileFormSchema, { error: zodError }), word),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: profileFormValues(user),
  });
  const { errors } = formState;
  const userNameCheck = useFieldCheck(validateUserName);
  const update = useUpdateUser({
    mutationConfig: {
      onSuccess: (saved) => {
        onSaved(saved);
      },
    },
  });

  /** Asks the server whether a new, well-formed user name is free; one's own is always fine. */
  async function checkUserNameOnBlur(value: string) {
    const userName = value.trim();
    if (userName === '' || userName.toLowerCase() === user.userName?.toLowerCase()) return;
    if (!ProfileFormSchema.shape.userName.safeParse(userName).success) return;
    const checked = await userNameCheck.check(userName);
    if (checked !== undefined && checked.message !== undefined && !checked.available) {
      setError('userName', { message: word(checked.message) });
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await update.mutateAsync(values);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, messages, word);
      fieldErrors.forEach(({ field, message }, index) => {
        setError(field, { message }, { shouldFocus: index === 0 });
      });
      if (fieldErrors.length === 0) setFailure(errorMessageFor(error, profileErrorWords(messages)));
    }
  });

  return (
    <FormStack
      onSubmit={onSubmit}
      failure={failure === undefined ? undefined : `${t('saveFailed')} ${failure}`}
    >
      <FormTextField
        registration={register('firstName')}
        label={t('firstName')}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
      />
      <FormTextField
        registration={register('lastName')}
        label={t('lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
      />
      <FormTextField
        registration={register('userName', {
          onBlur: (event: { target: { value: string } }) => {
            void checkUserNameOnBlur(event.target.value);
          },
        })}
        label={t('userName')}
        autoComplete="username"
        error={errors.userName?.message}
        helperText={t('userNameHint')}
      />
      <TextField
        label={t('email')}
        value={user.email}
        helperText={t('emailReadOnly')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <FormTextField
        registration={register('phoneNumber')}
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        helperText={t('phoneHint')}
      />
      <Controller
        control={control}
        name="preferredLanguage"
        render={({ field }) => (
          <TextField
            select
            label={t('language')}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.preferredLanguage !== undefined}
            helperText={errors.preferredLanguage?.message}
          >
            {Object.entries(languageNames).map(([code, name]) => (
              <MenuItem key={code} value={code} lang={code}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SubmitButton submitting={formState.isSubmitting}>{t('save')}</SubmitButton>
        <Button component={RouterLink} to={cancelHref} variant="outlined" size="large">
          {t('cancel')}
        </Button>
      </Stack>
    </FormStack>
  );
}
