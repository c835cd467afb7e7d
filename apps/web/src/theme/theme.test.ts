import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, test } from 'vitest';
import { breakpoints } from '@kinderwait/contract/constants';
import { theme, themeColors } from './theme';

const aa = 4.5;
const paletteColors = ['primary', 'success', 'error', 'warning', 'info'] as const;
const backgrounds = [theme.palette.background.default, theme.palette.background.paper];

function baselineStyles() {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
  if (overrides === undefined || typeof overrides !== 'object') {
    throw new Error('The theme has no CssBaseline style object');
  }
  return overrides;
}

describe('theme', () => {
  test('is dark with a black background and near-black paper', () => {
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe('#000000');
    expect(getContrastRatio(theme.palette.background.paper, '#000000')).toBeLessThan(1.3);
  });

  test('primary is blue, success green, error red', () => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(themeColors.primary.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(Math.max(r ?? 0, g ?? 0));
    expect(theme.palette.primary.main).toBe(themeColors.primary);
    const green = themeColors.success;
    expect(parseInt(green.slice(3, 5), 16)).toBeGreaterThan(parseInt(green.slice(1, 3), 16));
    const red = themeColors.error;
    expect(parseInt(red.slice(1, 3), 16)).toBeGreaterThan(parseInt(red.slice(3, 5), 16));
  });

  test('every palette colour passes WCAG AA (4.5:1) on the black and paper backgrounds', () => {
    for (const color of paletteColors) {
      for (const background of backgrounds) {
        expect(
          getContrastRatio(theme.palette[color].main, background),
          color,
        ).toBeGreaterThanOrEqual(aa);
      }
    }
  });

  test('button text passes AA on every palette colour (contained buttons)', () => {
    for (const color of paletteColors) {
      const { main, contrastText } = theme.palette[color];
      expect(getContrastRatio(contrastText, main), color).toBeGreaterThanOrEqual(aa);
    }
  });

  test('body and secondary text pass AA on both backgrounds', () => {
    for (const background of backgrounds) {
      expect(getContrastRatio(theme.palette.text.primary, background)).toBeGreaterThanOrEqual(aa);
      expect(getContrastRatio(theme.palette.text.secondary, background)).toBeGreaterThanOrEqual(aa);
    }
  });

  test('alert text passes AA on its own background (notification bar)', () => {
    for (const color of paletteColors) {
      const { light } = theme.palette[color];
      // MUI's dark-mode standard Alert: text lightened 60 %, background darkened 90 %.
      const text = theme.lighten(light, 0.6);
      const background = theme.darken(light, 0.9);
      expect(getContrastRatio(text, background), color).toBeGreaterThanOrEqual(aa);
    }
  });

  test('uses the contract breakpoints, including xxl at 2560', () => {
    expect(theme.breakpoints.values).toEqual(breakpoints);
    expect(theme.breakpoints.up('xxl')).toBe('@media (min-width:2560px)');
    expect(theme.breakpoints.down('lg')).toBe('@media (max-width:1279.95px)');
  });

  test('scrollbar thumbs are yellow, for both the standard and the WebKit properties', () => {
    const styles = baselineStyles();
    expect(styles['*']).toEqual({
      scrollbarColor: `${themeColors.scrollbarThumb} ${themeColors.scrollbarTrack}`,
    });
    expect(styles['*::-webkit-scrollbar-thumb']).toMatchObject({
      backgroundColor: themeColors.scrollbarThumb,
    });
    const thumb = themeColors.scrollbarThumb;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(thumb.slice(i, i + 2), 16));
    expect(Math.min(r ?? 0, g ?? 0)).toBeGreaterThan(200);
    expect(b).toBeLessThan(100);
  });

  test('uses system fonts only', () => {
    expect(theme.typography.fontFamily).toMatch(/^system-ui/);
    expect(theme.typography.fontFamily).toContain('sans-serif');
  });
});
