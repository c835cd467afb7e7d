import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import SvgIcon from '@mui/material/SvgIcon';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../../../config/paths';
import { mainNavLinks } from '../../content/site-links';
import { useHasSession } from '../../hooks/use-has-session';
import { BrandLogo } from './brand-logo';

const navId = 'site-navigation';

function MenuIcon() {
  return (
    <SvgIcon fontSize="small" aria-hidden="true">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </SvgIcon>
  );
}

/** The header's words for a visitor who is signed in already. */
export const signedInHeaderTexts = { home: 'Your home' } as const;

/**
 * Header of the public site: logo, main navigation and the sign-in/sign-up actions, or for a
 * signed-in visitor (on an error or not-found page, or a public page) a way back to their home. Below md the
 * navigation folds behind a Menu button; the layout switch is CSS so prerendered HTML is right at
 * every width before any script runs.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hasSession = useHasSession();
  const closeMenu = () => {
    setMenuOpen(false);
  };

  return (
    <Box
      component="header"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          minHeight: 64,
        }}
      >
        <Link
          component={RouterLink}
          to={paths.landing.getHref()}
          underline="none"
          color="text.primary"
          aria-label={`${brand.productName} home`}
          onClick={closeMenu}
          sx={{ py: 1.5, mr: { md: 2 } }}
        >
          <BrandLogo />
        </Link>

        <Box
          component="nav"
          id={navId}
          aria-label="Main"
          sx={{
            order: { xs: 3, md: 0 },
            width: { xs: '100%', md: 'auto' },
            display: { xs: menuOpen ? 'block' : 'none', md: 'block' },
            pb: { xs: 2, md: 0 },
          }}
        >
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              gap: { xs: 0.5, md: 1 },
            }}
          >
            {mainNavLinks.map((link) => (
              <li key={link.href}>
                <Link
                  component={NavLink}
                  to={link.href}
                  underline="hover"
                  color="text.primary"
                  onClick={closeMenu}
                  sx={{
                    display: 'block',
                    px: { xs: 0, md: 1.5 },
                    py: 1,
                    fontWeight: 600,
                    '&[aria-current="page"]': {
                      color: 'primary.main',
                      textDecoration: 'underline',
                      textUnderlineOffset: '0.35em',
                    },
                  }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            {/* The header's Sign in button is hidden on phones, so the menu offers it there. */}
            {hasSession ? null : (
              <Box component="li" sx={{ display: { xs: 'block', sm: 'none' } }}>
                <Link
                  component={RouterLink}
                  to={paths.auth.login.getHref()}
                  underline="hover"
                  color="text.primary"
                  onClick={closeMenu}
                  sx={{ display: 'block', py: 1, fontWeight: 600 }}
                >
                  Sign in
                </Link>
              </Box>
            )}
          </Box>
        </Box>

        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          {hasSession ? (
            <Button component={RouterLink} to={paths.app.home.getHref()} variant="contained">
              {signedInHeaderTexts.home}
            </Button>
          ) : (
            <>
              <Button
                component={RouterLink}
                to={paths.auth.login.getHref()}
                color="inherit"
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                Sign in
              </Button>
              <Button component={RouterLink} to={paths.auth.register.getHref()} variant="contained">
                Sign up
              </Button>
            </>
          )}
          <Button
            color="inherit"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, minWidth: 0, gap: 1 }}
          >
            <MenuIcon />
            {/* Phones show the icon alone, to keep the header on one line at 360 px. */}
            <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Menu
            </Box>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
