import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { isAxiosError } from 'axios';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChildInfo } from '@kinderwait/contract/children';
import { careNoteMaxLength, childNameMaxLength } from '@kinderwait/contract/children';
import { ApiErrorBody } from '@kinderwait/contract/errors';
import { errorMessageFor } from '../../../api/error-words';
import { FormStack } from '../../../components/form/form-stack';
import { SubmitButton } from '../../../components/form/submit-button';
import { useUserLocation } from '../../../api/user-location/get-user-location';
import { useSaveChildInfo } from '../api/save-child-info';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';
import { childrenErrorWords, immunizationWords } from '../children-words';
import {
  childFormFields,
  childFormValues,
  childFormSchema,
  immunizationChoices,
} from '../lib/child-form-schema';
import type { ChildFormInput, ChildFormOutput, ImmunizationChoice } from '../lib/child-form-schema';
import {
  dateOfBirthRangeProblem,
  isExpectedBirth,
  latestExpectedBirth,
} from '@kinderwait/contract/rules/date-of-birth';
import { longDateWords } from '../lib/date-of-birth';
import { serverFieldErrors } from '../../../api/field-errors';
import { ChildLocationField } from './child-location-field';
import { FormSection } from './form-section';
import { LanguagesField } from './languages-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useValidationWords } from '../../../components/form/validation-words';
import { wordedResolver } from '../../../components/form/worded-resolver';

export interface ChildFormProps {
  /** The child to edit; a new child without it. */
  child?: ChildInfo;
  cancelHref: string;
  /** After a successful save, with the saved child and whether it was just created. */
  onSaved: (child: ChildInfo, created: boolean) => void;
}

/**
 * The 400 answer's detail, which names the fields (docs/product/errors.md#the-api-error-body);
 * nothing for other failures.
 */
function badRequestDetail(error: unknown): string | undefined {
  if (!isAxiosError(error) || error.response?.status !== 400) return undefined;
  const body = ApiErrorBody.safeParse(error.response.data);
  return body.success ? body.data.detail : undefined;
}

function isImmunizationChoice(value: string): value is ImmunizationChoice {
  return (immunizationChoices as readonly string[]).includes(value);
}

/**
 * The child information form (docs/product/waitlist.md#the-child-information-form): the contract's
 * SaveChildInfoBody checked on the form with its own messages, on blur and on change of a choice
 * (docs/product/platform.md#form-rules), the first invalid field focused on submit. A failed save
 * says 'Failed to create child' with the server's words, marks the fields a 400 names, and keeps
 * every value.
 */
export function ChildForm({ child, cancelHref, onSaved }: ChildFormProps) {
  const messages = useMessages(childrenCatalogue);
  const { t } = messages;
  const { word, zodError } = useValidationWords();
  const [failure, setFailure] = useState<string>();
  const immunizationLabelId = useId();
  const immunizationHelpId = useId();
  const parentLocation = useUserLocation();
  const { register, control, handleSubmit, formState, setError, setValue, trigger } = useForm<
    ChildFormInput,
    unknown,
    ChildFormOutput
  >({
    resolver: wordedResolver(zodResolver(childFormSchema(messages), { error: zodError }), word),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: childFormValues(child),
  });
  const { errors, isSubmitted } = formState;
  const save = useSaveChildInfo();
  const dateOfBirth = useWatch({ control, name: 'dateOfBirth' });
  const locationChoice = useWatch({ control, name: 'locationChoice' });

  const expected =
    errors.dateOfBirth === undefined &&
    isExpectedBirth(dateOfBirth) &&
    dateOfBirthRangeProblem(dateOfBirth) === null;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    let saved: ChildInfo;
    try {
      saved = await save.mutateAsync(values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(badRequestDetail(error), childFormFields, word);
      fieldErrors.forEach(({ field, message }, index) => {
        setError(field, { message }, { shouldFocus: index === 0 });
      });
      setFailure(
        fieldErrors.length > 0
          ? fieldErrors.map((one) => one.message).join(' ')
          : errorMessageFor(error, childrenErrorWords(messages)),
      );
      return;
    }
    onSaved(saved, child === undefined);
  });

  return (
    <FormStack
      onSubmit={onSubmit}
      failure={
        failure === undefined ? undefined : (
          <>
            <AlertTitle>{t('formFailed')}</AlertTitle>
            {failure}
          </>
        )
      }
    >
      <FormSection title={t('sectionAbout')}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            registration={register('firstName')}
            label={t('fieldFirstName')}
            autoComplete="off"
            required
            error={errors.firstName?.message}
            slotProps={{ htmlInput: { maxLength: childNameMaxLength } }}
          />
          <FormTextField
            registration={register('lastName')}
            label={t('fieldLastName')}
            autoComplete="off"
            required
            error={errors.lastName?.message}
            slotProps={{ htmlInput: { maxLength: childNameMaxLength } }}
          />
        </Box>
        <FormTextField
          registration={register('dateOfBirth', {
            // A date input changes only once a whole date is picked or typed: its change is
            // a form rule's "change", checked at once (text fields wait for blur).
            onChange: () => void trigger('dateOfBirth'),
          })}
          label={t('fieldDateOfBirth')}
          type="date"
          required
          error={errors.dateOfBirth?.message}
          helperText={
            expected
              ? t('fieldExpectedBirth', { date: longDateWords(messages, dateOfBirth) })
              : t('fieldDateOfBirthHelp')
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: latestExpectedBirth() },
            formHelperText: expected ? { sx: { color: 'info.light', fontWeight: 600 } } : undefined,
          }}
        />
      </FormSection>

      <FormSection title={t('sectionLanguages')}>
        <Controller
          control={control}
          name="languages"
          render={({ field, fieldState }) => (
            <LanguagesField
              value={field.value ?? []}
              onChange={(codes) => {
                field.onChange(codes);
                void trigger('languages');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('sectionHealth')}>
        <Typography variant="body2" color="text.secondary">
          {t('sectionHealthShared')}
        </Typography>
        {(
          [
            ['allergies', t('fieldAllergies'), t('fieldAllergiesHelp')],
            ['medicalConditions', t('fieldMedicalConditions'), undefined],
            ['medications', t('fieldMedications'), t('fieldMedicationsHelp')],
            ['dietaryNeeds', t('fieldDietaryNeeds'), undefined],
            ['specialNeeds', t('fieldSpecialNeeds'), t('fieldSpecialNeedsHelp')],
          ] as const
        ).map(([name, label, help]) => (
          <FormTextField
            key={name}
            registration={register(name)}
            label={label}
            multiline
            minRows={2}
            error={errors[name]?.message}
            helperText={help}
            slotProps={{ htmlInput: { maxLength: careNoteMaxLength } }}
          />
        ))}
        <Controller
          control={control}
          name="immunizationsUpToDate"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={fieldState.error !== undefined}>
              <FormLabel component="legend" id={immunizationLabelId}>
                {t('fieldImmunizations')}
              </FormLabel>
              <RadioGroup
                row
                name={field.name}
                aria-labelledby={immunizationLabelId}
                aria-describedby={immunizationHelpId}
                value={field.value}
                onChange={(event) => {
                  if (isImmunizationChoice(event.target.value)) field.onChange(event.target.value);
                  void trigger('immunizationsUpToDate');
                }}
                onBlur={field.onBlur}
              >
                {immunizationChoices.map((choice, index) => (
                  <FormControlLabel
                    key={choice}
                    value={choice}
                    label={immunizationWords(messages, choice)}
                    control={
                      <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
                    }
                  />
                ))}
              </RadioGroup>
              <FormHelperText id={immunizationHelpId}>
                {fieldState.error?.message ?? t('fieldImmunizationsHelp')}
              </FormHelperText>
            </FormControl>
          )}
        />
      </FormSection>

      <FormSection title={t('sectionEmergency')}>
        <FormTextField
          registration={register('emergencyContactName')}
          label={t('fieldEmergencyContactName')}
          autoComplete="off"
          error={errors.emergencyContactName?.message}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <FormTextField
          registration={register('emergencyContactPhone')}
          label={t('fieldEmergencyContactPhone')}
          type="tel"
          autoComplete="off"
          error={errors.emergencyContactPhone?.message}
          helperText={t('fieldEmergencyContactPhoneHelp')}
        />
        <FormTextField
          registration={register('emergencyContactRelationship')}
          label={t('fieldEmergencyContactRelationship')}
          autoComplete="off"
          error={errors.emergencyContactRelationship?.message}
          helperText={t('fieldEmergencyContactRelationshipHelp')}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </FormSection>

      <FormSection title={t('sectionLocation')}>
        <Controller
          control={control}
          name="locationChoice"
          render={({ field: choiceField }) => (
            <Controller
              control={control}
              name="location"
              render={({ field: locationField, fieldState }) => (
                <ChildLocationField
                  choice={choiceField.value}
                  onChoiceChange={(choice) => {
                    choiceField.onChange(choice);
                    if (isSubmitted) void trigger('location');
                  }}
                  location={locationField.value}
                  onLocationChange={(next) => {
                    setValue('location', next, { shouldValidate: isSubmitted });
                  }}
                  savedLocation={child?.location ?? null}
                  parentLocation={parentLocation.data}
                  parentLocationLoading={parentLocation.isPending}
                  error={locationChoice === 'child' ? fieldState.error?.message : undefined}
                  choiceRef={choiceField.ref}
                  locationRef={locationField.ref}
                />
              )}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('sectionNotes')}>
        <FormTextField
          registration={register('notes')}
          label={t('fieldNotes')}
          multiline
          minRows={3}
          error={errors.notes?.message}
          helperText={t('fieldNoteLimit', { max: careNoteMaxLength })}
          slotProps={{ htmlInput: { maxLength: careNoteMaxLength } }}
        />
      </FormSection>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SubmitButton submitting={formState.isSubmitting}>
          {child === undefined ? t('formSaveNew') : t('formSaveEdit')}
        </SubmitButton>
        <Button component={RouterLink} to={cancelHref} variant="outlined" size="large">
          {t('formCancel')}
        </Button>
      </Stack>
    </FormStack>
  );
}
