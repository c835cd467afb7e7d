import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import { useEditChildcareProvider } from '../api/edit-childcare-provider';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareProviderCatalogue } from '../childcare-provider-messages';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useValidationWords } from '../../../components/form/validation-words';
import { useStoredDraft } from '../../../components/form/use-stored-draft';
import type { FeesContactValues } from '../lib/profile-parts';
import { feesContactBody, feesContactOf, sameFeesContact } from '../lib/profile-parts';
import { SectionForm } from './section-form';

export interface FeesContactSectionProps {
  profile: ChildcareProviderProfile;
  /** Told whenever the part starts or stops holding unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Daily and hourly fees (dollars typed, cents on the wire) and the contact (paths Fees, Contact). */
export function FeesContactSection({ profile, onDirtyChange }: FeesContactSectionProps) {
  const { t } = useMessages(childcareProviderCatalogue);
  const { word } = useValidationWords();
  const draft = useStoredDraft(feesContactOf(profile));
  const { daily, hourly, phone, email, website } = draft.values;
  const set = (change: Partial<FeesContactValues>) => {
    draft.update((current) => ({ ...current, ...change }));
  };
  useEffect(() => {
    onDirtyChange(draft.dirty);
  }, [draft.dirty, onDirtyChange]);
  const [amountErrors, setAmountErrors] = useState<{ daily?: string; hourly?: string }>({});
  const edit = useEditChildcareProvider();
  const errors = fieldErrorsOf(edit.error, word);

  const feeField = (label: string, value: string, key: 'daily' | 'hourly') => {
    const message = amountErrors[key] ?? errors.get(`fees.${key}FeeCents`);
    return (
      <TextField
        label={label}
        value={value}
        onChange={(event) => {
          set({ [key]: event.target.value });
        }}
        error={message !== undefined}
        helperText={message ?? t('feesHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    );
  };

  return (
    <SectionForm
      heading={t('feesHeading')}
      saving={edit.isPending}
      outcome={draft.outcome}
      error={edit.error}
      onSave={() => {
        const sent = draft.values;
        const built = feesContactBody(sent);
        if ('notAmounts' in built) {
          setAmountErrors(
            Object.fromEntries(built.notAmounts.map((key) => [key, t('feesNotAnAmount')])),
          );
          return;
        }
        setAmountErrors({});
        edit.mutate(built.body, {
          onSuccess: (answer) => {
            const stored = feesContactOf(answer);
            draft.saved(sent, stored, sameFeesContact(sent, stored));
          },
        });
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {feeField(t('feesDailyFee'), daily, 'daily')}
        {feeField(t('feesHourlyFee'), hourly, 'hourly')}
      </Stack>
      <TextField
        label={t('contactPhone')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => {
          set({ phone: event.target.value });
        }}
        error={errors.has('contact.phone')}
        helperText={errors.get('contact.phone') ?? t('contactPhoneHelp')}
      />
      <TextField
        label={t('contactEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          set({ email: event.target.value });
        }}
        error={errors.has('contact.email')}
        helperText={errors.get('contact.email')}
      />
      <TextField
        label={t('contactWebsite')}
        type="url"
        autoComplete="url"
        value={website}
        onChange={(event) => {
          set({ website: event.target.value });
        }}
        error={errors.has('contact.website')}
        helperText={errors.get('contact.website')}
      />
    </SectionForm>
  );
}
