import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SiteFooter } from '../../features/public/components/layout/site-footer';
import { SiteHeader } from '../../features/public/components/layout/site-header';
import { mainContentId, SkipLink } from '../../features/public/components/layout/skip-link';
import { siteCatalogue } from '../../features/public/site-messages';
import { routeMessages } from '../../lib/i18n/route-catalogues';
import { themeColors } from '../../theme/theme';

/** The header's and footer's words, loaded before the page renders (docs/decisions/i18n.md). */
export const handle = routeMessages(siteCatalogue);

// A yellow ring shows keyboard focus clearly on every dark surface, including links.
const focusStyles = {
  'a:focus-visible, button:focus-visible, summary:focus-visible': {
    outline: `3px solid ${themeColors.scrollbarThumb}`,
    outlineOffset: '2px',
  },
} as const;

/** Layout of the public site: skip link, header, the page as <main>, footer. */
function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <GlobalStyles styles={focusStyles} />
      <SkipLink />
      <SiteHeader />
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        sx={{ flex: 1, '&:focus': { outline: 'none' } }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}

export { PublicLayout as Component };
