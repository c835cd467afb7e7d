import { frFR } from '@mui/material/locale';
import type { ComponentTexts } from './component-texts-type';

/*
 * MUI's French (its frFR locale), for the components the app draws only: the theme then carries
 * no props of components it never shows (Rating, TablePagination, Breadcrumbs).
 */
const { MuiAlert, MuiAutocomplete, MuiPagination } = frFR.components ?? {};

export default { MuiAlert, MuiAutocomplete, MuiPagination } satisfies ComponentTexts;
