import { use } from 'react';
import { Link as RouterLink, useLocation, useMatches } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { chooseLanguage, frenchAllowed } from '../../lib/i18n/active-language';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { languageNames, localizedPath, otherLanguage } from '../../lib/i18n/language';
import { LanguageSaverContext } from '../../lib/i18n/language-saver';
import { loadRouteWords, routeLanguage } from '../../lib/i18n/route-catalogues';

interface LanguageSwitchProps {
  sx?: SxProps<Theme>;
}

/**
 * "Français" on an English page, "English" on a French one, written in the language it offers
 * (and marked so, for screen readers). On a public page it is a link to the same page in the other
 * language; elsewhere a button that switches the app. Either way the choice is kept (local
 * storage, no cookie) and a signed-in user's profile saves it. Shown only where French may be
 * served (`frenchAllowed`: docs/decisions/i18n.md#exposed).
 */
export function LanguageSwitch({ sx }: LanguageSwitchProps) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const matches = useMatches().map(({ handle }) => ({ route: { handle } }));
  const onPublicPage = routeLanguage(matches) !== null;
  const save = use(LanguageSaverContext);
  if (!frenchAllowed()) return null;

  const other = otherLanguage(language);
  const choose = () => {
    chooseLanguage(other);
    save?.(other);
  };
  if (onPublicPage) {
    return (
      <Link
        component={RouterLink}
        to={localizedPath(pathname, other)}
        lang={other}
        hrefLang={other}
        onClick={choose}
        underline="hover"
        color="inherit"
        sx={sx}
      >
        {languageNames[other]}
      </Link>
    );
  }
  // The screen's words in the other language first, so it switches at once instead of blanking
  // while they load (a failed load switches anyway: the words then load where they are used).
  const switchInPlace = () => {
    void loadRouteWords(matches, other)
      .catch(() => undefined)
      .then(choose);
  };
  return (
    <Button lang={other} onClick={switchInPlace} color="inherit" sx={sx}>
      {languageNames[other]}
    </Button>
  );
}
