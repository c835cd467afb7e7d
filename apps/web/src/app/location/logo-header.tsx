import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../config/paths';
import { BrandLogo } from '../../features/public/components/layout/brand-logo';

/**
 * The location selector's optional logo header (docs/product/onboarding.md#location-selector),
 * linking to the landing page.
 */
export function LogoHeader() {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Link
        component={RouterLink}
        to={paths.landing.getHref()}
        aria-label={`${brand.productName} home page`}
        underline="none"
        color="inherit"
      >
        <BrandLogo />
      </Link>
    </Box>
  );
}
