import { createTheme } from '@mui/material/styles';
import { breakpoints } from '@kinderwait/contract/constants';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** The widest breakpoint, from 2560 px (docs/product/app-shell.md#breakpoints). */
    xxl: true;
  }
}

/**
 * Colours of the one dark theme (docs/product/app-shell.md#theme-and-layout). Each main colour
 * keeps at least 4.5:1 contrast on the black and near-black backgrounds (WCAG AA), because axe
 * checks every page.
 */
export const themeColors = {
  primary: '#42a5f5',
  success: '#66bb6a',
  error: '#f66257',
  warning: '#ffa726',
  info: '#4fc3f7',
  background: '#000000',
  paper: '#121212',
  scrollbarThumb: '#fdd835',
  scrollbarTrack: '#000000',
} as const;

// System fonts only: no web font download, so Lighthouse measures pages offline without a font swap.
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

/** The app's one MUI theme (docs/product/app-shell.md#theme-and-layout). */
export const theme = createTheme({
  breakpoints: { values: breakpoints },
  palette: {
    mode: 'dark',
    // MUI's default threshold (3) would put white text on mid-tone buttons below AA's 4.5:1.
    contrastThreshold: 4.5,
    primary: { main: themeColors.primary },
    success: { main: themeColors.success },
    error: { main: themeColors.error },
    warning: { main: themeColors.warning },
    info: { main: themeColors.info },
    background: { default: themeColors.background, paper: themeColors.paper },
  },
  typography: { fontFamily: systemFontStack },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Firefox and current Chromium read scrollbar-color; older WebKit/Blink read the pseudo-elements.
        '*': {
          scrollbarColor: `${themeColors.scrollbarThumb} ${themeColors.scrollbarTrack}`,
        },
        '*::-webkit-scrollbar': { width: 10, height: 10 },
        '*::-webkit-scrollbar-track': { backgroundColor: themeColors.scrollbarTrack },
        '*::-webkit-scrollbar-thumb': {
          backgroundColor: themeColors.scrollbarThumb,
          borderRadius: 8,
        },
      },
    },
  },
});
