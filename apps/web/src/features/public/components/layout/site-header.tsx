import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import SvgIcon from '@mui/material/SvgIcon';
import { brand } from '@kinderwait/contract/brand';
import { LanguageSwitch } from '../../../../components/language-switch/language-switch';
import { paths } from '../../../../config/paths';
import { localizedPath } from '../../../../lib/i18n/language';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { mainNavLinks } from '../../content/site-links';
import { useHasSession } from '../../hooks/use-has-session';
import { siteCatalogue } from '../../site-messages';
import { BrandLogo } from './brand-logo';

const navId = 'site-navigation';

function MenuIcon() {
  return (
    <SvgIcon fontSize="small" aria-hidden="true">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </SvgIcon>
  );
}

/**
 * Header of the public site: logo, main navigation, the language switch and the sign-in/sign-up
 * actions, or for a
 * signed-in visitor (on an error or not-found page, or a public page) a way back to their home. Below md the
 * navigation folds behind a Menu button; the layout switch is CSS so prerendered HTML is right at
 * every width before any script runs.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hasSession = useHasSession();
  const { t, language } = useMessages(siteCatalogue);
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
          to={localizedPath(paths.landing.getHref(), language)}
          underline="none"
          color="text.primary"
          aria-label={t('homeLinkLabel', { product: brand.productName })}
          onClick={closeMenu}
          sx={{ py: 1.5, mr: { md: 2 } }}
        >
          <BrandLogo />
        </Link>

        <Box
          component="nav"
          id={navId}
          aria-label={t('mainNavLabel')}
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
                  to={localizedPath(link.href, language)}
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
                  {t(link.label)}
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
                  {t('signIn')}
                </Link>
              </Box>
            )}
          </Box>
        </Box>

        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          <LanguageSwitch sx={{ px: 1, py: 1, fontWeight: 600 }} />
          {hasSession ? (
            <Button component={RouterLink} to={paths.app.home.getHref()} variant="contained">
              {t('yourHome')}
            </Button>
          ) : (
            <>
              <Button
                component={RouterLink}
                to={paths.auth.login.getHref()}
                color="inherit"
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                {t('signIn')}
              </Button>
              <Button component={RouterLink} to={paths.auth.register.getHref()} variant="contained">
                {t('signUp')}
              </Button>
            </>
          )}
          <Button
            color="inherit"
            aria-label={t('menu')}
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
              {t('menu')}
            </Box>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
