import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AddressSuggestion } from '@kinderwait/contract/addresses';
import type { AddressPart, AddressParts } from '@kinderwait/contract/rules/address';
import { requiredAddressParts } from '@kinderwait/contract/rules/address';
import { useMessages } from '../../lib/i18n/use-messages';
import { locationCatalogue } from './location-messages';
import type { LocationMessages } from './location-messages';
import { useAddressSuggestions } from './use-address-suggestions';

export interface AddressFieldsProps {
  value: AddressParts;
  onChange: (part: AddressPart, text: string) => void;
  /** A suggestion the user chose for the street. */
  onChoose: (suggestion: AddressSuggestion) => void;
  disabled: boolean;
}

/** An address part's label, each key a literal (docs/decisions/i18n.md#the-recipe). */
function partLabel({ t }: LocationMessages, part: AddressPart): string {
  switch (part) {
    case 'house_number':
      return t('partHouseNumber');
    case 'road':
      return t('partRoad');
    case 'city':
      return t('partCity');
    case 'state':
      return t('partState');
    case 'postcode':
      return t('partPostcode');
    case 'country':
      return t('partCountry');
  }
}

const autoComplete: Record<AddressPart, string> = {
  house_number: 'off',
  road: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  country: 'country-name',
};

/**
 * The six address parts of the address rule (docs/product/onboarding.md#address-rule), typed: the
 * keyboard's way to give an address, and the way when the geocoder cannot name the place. Checked
 * by the same rule as a looked-up address; what is typed is placed on the map
 * (docs/product/onboarding.md#typing-an-address), and the street suggests addresses while the
 * geocoder answers.
 */
export function AddressFields({ value, onChange, onChoose, disabled }: AddressFieldsProps) {
  const messages = useMessages(locationCatalogue);
  const { t } = messages;
  const typedStreet = [value.house_number, value.road, value.city]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  const suggestions = useAddressSuggestions(
    typedStreet,
    !disabled && (value.road?.trim() ?? '') !== '',
  );

  const field = (part: AddressPart) => {
    const common = {
      label: partLabel(messages, part),
      disabled,
      required: true,
      size: 'small' as const,
    };
    if (part !== 'road') {
      return (
        <TextField
          key={part}
          {...common}
          value={value[part] ?? ''}
          onChange={(event) => {
            onChange(part, event.target.value);
          }}
          autoComplete={autoComplete[part]}
        />
      );
    }
    return (
      <Autocomplete<AddressSuggestion, false, false, true>
        key={part}
        freeSolo
        disabled={disabled}
        options={suggestions}
        // The server chose them: none is filtered out by the typed words.
        filterOptions={(options) => options}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.label)}
        inputValue={value.road ?? ''}
        value={null}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input' || reason === 'clear') onChange('road', text);
        }}
        onChange={(_event, chosen) => {
          if (chosen !== null && typeof chosen !== 'string') onChoose(chosen);
        }}
        noOptionsText={t('noSuggestions')}
        renderInput={(params) => (
          <TextField
            {...params}
            {...common}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, autoComplete: autoComplete.road },
            }}
          />
        )}
      />
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('manualLegend')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' },
        }}
      >
        {requiredAddressParts.map(field)}
      </Box>
    </Box>
  );
}
