import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import { useEditChildcareProvider } from '../api/edit-childcare-provider';
import { childcareProviderTexts } from '../childcare-provider-texts';
import { fieldErrorsOf } from '../../../api/field-errors';
import { centsToDollars, dollarsToCents } from '../lib/profile-values';
import { SectionForm } from './section-form';

const texts = childcareProviderTexts.feesContact;

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** Daily and hourly fees (dollars typed, cents on the wire) and the contact (paths Fees, Contact). */
export function FeesContactSection({ profile }: { profile: ChildcareProviderProfile }) {
  const [daily, setDaily] = useState(centsToDollars(profile.dailyFeeCents));
  const [hourly, setHourly] = useState(centsToDollars(profile.hourlyFeeCents));
  const [phone, setPhone] = useState(profile.contactPhone ?? '');
  const [email, setEmail] = useState(profile.contactEmail ?? '');
  const [website, setWebsite] = useState(profile.website ?? '');
  const [amountErrors, setAmountErrors] = useState<{ daily?: string; hourly?: string }>({});
  const edit = useEditChildcareProvider();
  const errors = fieldErrorsOf(edit.error);

  const feeField = (
    label: string,
    value: string,
    set: (text: string) => void,
    key: 'daily' | 'hourly',
  ) => {
    const message = amountErrors[key] ?? errors.get(`fees.${key}FeeCents`);
    return (
      <TextField
        label={label}
        value={value}
        onChange={(event) => {
          set(event.target.value);
        }}
        error={message !== undefined}
        helperText={message ?? texts.feeHelp}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    );
  };

  return (
    <SectionForm
      heading={texts.heading}
      saving={edit.isPending}
      saved={edit.isSuccess}
      error={edit.error}
      onSave={() => {
        const dailyFeeCents = dollarsToCents(daily);
        const hourlyFeeCents = dollarsToCents(hourly);
        const found = {
          ...(Number.isNaN(dailyFeeCents) ? { daily: texts.notAnAmount } : {}),
          ...(Number.isNaN(hourlyFeeCents) ? { hourly: texts.notAnAmount } : {}),
        };
        setAmountErrors(found);
        if (Object.keys(found).length > 0) return;
        edit.mutate({
          paths: ['Fees', 'Contact'],
          fees: { dailyFeeCents, hourlyFeeCents },
          contact: { phone: orNull(phone), email: orNull(email), website: orNull(website) },
        });
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {feeField(texts.dailyFee, daily, setDaily, 'daily')}
        {feeField(texts.hourlyFee, hourly, setHourly, 'hourly')}
      </Stack>
      <TextField
        label={texts.phone}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
        }}
        error={errors.has('contact.phone')}
        helperText={errors.get('contact.phone') ?? texts.phoneHelp}
      />
      <TextField
        label={texts.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
        error={errors.has('contact.email')}
        helperText={errors.get('contact.email')}
      />
      <TextField
        label={texts.website}
        type="url"
        autoComplete="url"
        value={website}
        onChange={(event) => {
          setWebsite(event.target.value);
        }}
        error={errors.has('contact.website')}
        helperText={errors.get('contact.website')}
      />
    </SectionForm>
  );
}
