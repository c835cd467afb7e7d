import Box from '@mui/material/Box';
import { brand } from '@kinderwait/contract/brand';
import { brandColors } from './brand-colors';

/**
 * The KinderWait mark: a house under a rising sun (a spot opening up), the same drawing as
 * public/brand/kinderwait-mark.svg. Decorative wherever the product name is written beside it.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      sx={{ flexShrink: 0, display: 'block' }}
    >
      <rect width="32" height="32" rx="8" fill={brandColors.blue} />
      <circle cx="23" cy="9" r="3.5" fill={brandColors.sun} />
      <path d="M7 16.5 16 9l9 7.5V25H7z" fill={brandColors.ink} />
      <path d="M14 25v-5.5h4V25z" fill={brandColors.blue} />
    </Box>
  );
}

/** Mark and product name, as in the header. */
export function BrandLogo() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <BrandMark />
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.01em' }}>
        {brand.productName}
      </Box>
    </Box>
  );
}
