import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AddressPart, AddressParts } from '@kinderwait/contract/rules/address';
import { requiredAddressParts } from '@kinderwait/contract/rules/address';
import { locationTexts } from './location-texts';

export interface AddressFieldsProps {
  value: AddressParts;
  onChange: (part: AddressPart, text: string) => void;
  disabled: boolean;
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
 * way to finish when the geocoder cannot name the place, and the keyboard's way to give an address.
 * Checked by the same rule as a looked-up address.
 */
export function AddressFields({ value, onChange, disabled }: AddressFieldsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {locationTexts.manualLegend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' },
        }}
      >
        {requiredAddressParts.map((part) => (
          <TextField
            key={part}
            label={locationTexts.parts[part]}
            value={value[part] ?? ''}
            onChange={(event) => {
              onChange(part, event.target.value);
            }}
            disabled={disabled}
            required
            autoComplete={autoComplete[part]}
            size="small"
          />
        ))}
      </Box>
    </Box>
  );
}
