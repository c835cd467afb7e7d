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
import { childrenErrorWords, childrenTexts } from '../children-texts';
import {
  childFormFields,
  childFormValues,
  ChildFormSchema,
  immunizationChoices,
} from '../lib/child-form-schema';
import type { ChildFormInput, ChildFormOutput, ImmunizationChoice } from '../lib/child-form-schema';
import {
  dateOfBirthRangeProblem,
  isExpectedBirth,
  latestExpectedBirth,
} from '@kinderwait/contract/rules/date-of-birth';
import { formatLongDate } from '../lib/date-of-birth';
import { serverFieldErrors } from '../../../api/field-errors';
import { ChildLocationField } from './child-location-field';
import { FormSection } from './form-section';
import { LanguagesField } from './languages-field';
import { FormTextField } from '../../../components/form/form-text-field';

const fields = childrenTexts.fields;

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
  const [failure, setFailure] = useState<string>();
  const immunizationLabelId = useId();
  const immunizationHelpId = useId();
  const parentLocation = useUserLocation();
  const { register, control, handleSubmit, formState, setError, setValue, trigger } = useForm<
    ChildFormInput,
    unknown,
    ChildFormOutput
  >({
    resolver: zodResolver(ChildFormSchema),
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
      const fieldErrors = serverFieldErrors(badRequestDetail(error), childFormFields);
      fieldErrors.forEach(({ field, message }, index) => {
        setError(field, { message }, { shouldFocus: index === 0 });
      });
      setFailure(
        fieldErrors.length > 0
          ? fieldErrors.map((one) => one.message).join(' ')
          : errorMessageFor(error, childrenErrorWords),
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
            <AlertTitle>{childrenTexts.form.failed}</AlertTitle>
            {failure}
          </>
        )
      }
    >
      <FormSection title={childrenTexts.sections.about}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            registration={register('firstName')}
            label={fields.firstName}
            autoComplete="off"
            required
            error={errors.firstName?.message}
            slotProps={{ htmlInput: { maxLength: childNameMaxLength } }}
          />
          <FormTextField
            registration={register('lastName')}
            label={fields.lastName}
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
          label={fields.dateOfBirth}
          type="date"
          required
          error={errors.dateOfBirth?.message}
          helperText={
            expected ? fields.expectedBirth(formatLongDate(dateOfBirth)) : fields.dateOfBirthHelp
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: latestExpectedBirth() },
            formHelperText: expected ? { sx: { color: 'info.light', fontWeight: 600 } } : undefined,
          }}
        />
      </FormSection>

      <FormSection title={childrenTexts.sections.languages}>
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

      <FormSection title={childrenTexts.sections.health}>
        <Typography variant="body2" color="text.secondary">
          {childrenTexts.sections.healthShared}
        </Typography>
        {(
          [
            ['allergies', fields.allergies, fields.allergiesHelp],
            ['medicalConditions', fields.medicalConditions, undefined],
            ['medications', fields.medications, fields.medicationsHelp],
            ['dietaryNeeds', fields.dietaryNeeds, undefined],
            ['specialNeeds', fields.specialNeeds, fields.specialNeedsHelp],
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
                {fields.immunizations}
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
                    label={fields.immunizationWords[choice]}
                    control={
                      <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
                    }
                  />
                ))}
              </RadioGroup>
              <FormHelperText id={immunizationHelpId}>
                {fieldState.error?.message ?? fields.immunizationsHelp}
              </FormHelperText>
            </FormControl>
          )}
        />
      </FormSection>

      <FormSection title={childrenTexts.sections.emergency}>
        <FormTextField
          registration={register('emergencyContactName')}
          label={fields.emergencyContactName}
          autoComplete="off"
          error={errors.emergencyContactName?.message}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <FormTextField
          registration={register('emergencyContactPhone')}
          label={fields.emergencyContactPhone}
          type="tel"
          autoComplete="off"
          error={errors.emergencyContactPhone?.message}
          helperText={fields.emergencyContactPhoneHelp}
        />
        <FormTextField
          registration={register('emergencyContactRelationship')}
          label={fields.emergencyContactRelationship}
          autoComplete="off"
          error={errors.emergencyContactRelationship?.message}
          helperText={fields.emergencyContactRelationshipHelp}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </FormSection>

      <FormSection title={childrenTexts.sections.location}>
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

      <FormSection title={childrenTexts.sections.notes}>
        <FormTextField
          registration={register('notes')}
          label={fields.notes}
          multiline
          minRows={3}
          error={errors.notes?.message}
          helperText={fields.noteLimit}
          slotProps={{ htmlInput: { maxLength: careNoteMaxLength } }}
        />
      </FormSection>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SubmitButton submitting={formState.isSubmitting}>
          {child === undefined ? childrenTexts.form.saveNew : childrenTexts.form.saveEdit}
        </SubmitButton>
        <Button component={RouterLink} to={cancelHref} variant="outlined" size="large">
          {childrenTexts.form.cancel}
        </Button>
      </Stack>
    </FormStack>
  );
}
