import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Language } from '../lib/i18n/language';
import { loadComponentTexts } from './component-texts';
import { LocalizedThemeProvider, themeIn } from './localized-theme';
import { theme } from './theme';

/** The MUI components the app draws that write words of their own. */
function renderComponents(language: Language) {
  render(
    <LocalizedThemeProvider language={language}>
      <Autocomplete
        options={['Ada', 'Ben']}
        defaultValue="Ada"
        renderInput={(params) => <TextField {...params} label="Child" />}
      />
      <Alert onClose={() => undefined}>{language}</Alert>
      <Pagination count={3} page={1} />
    </LocalizedThemeProvider>,
  );
}

describe('MUI’s own words in the page’s language', () => {
  beforeAll(async () => {
    // As every page's words load before it draws (the root layout declares them).
    await loadComponentTexts('fr');
  });

  test('an Autocomplete, an Alert and a Pagination speak French on a French page', async () => {
    renderComponents('fr');
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Child' }));
    expect(screen.getByRole('button', { name: 'Vider' })).toBeVisible();
    // The open list's button and the Alert's.
    expect(screen.getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'navigation de pagination' })).toBeVisible();
  });

  test('keeps MUI’s English words on an English page', async () => {
    renderComponents('en');
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Child' }));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeVisible();
  });

  test('English is the theme as it is, with no component props added', () => {
    expect(themeIn({})).toBe(theme);
  });
});
