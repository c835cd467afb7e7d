/** Colours of the logo files in public/brand; the press page lists them. */
export const brandColors = {
  blue: '#42a5f5',
  sun: '#fdd835',
  ink: '#0b1b2b',
  white: '#ffffff',
} as const;
