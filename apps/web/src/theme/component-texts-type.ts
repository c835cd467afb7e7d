import type { Localization } from '@mui/material/locale';

/**
 * The words MUI's own components write (an Autocomplete's "Clear" and "No options", an Alert's
 * close button, a Pagination's "Go to next page"), for the components the app draws: MUI's
 * defaults are English, another language's come from MUI's locale through the theme.
 */
export type ComponentTexts = Pick<
  NonNullable<Localization['components']>,
  'MuiAlert' | 'MuiAutocomplete' | 'MuiPagination'
>;
