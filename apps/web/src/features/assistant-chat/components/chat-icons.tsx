import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

// Material Design's paths, inlined (the icon package is a large install for three icons).
export function BackIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden="true" {...props}>
      <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
    </SvgIcon>
  );
}

export function TextSizeIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden="true" {...props}>
      <path d="M9 4v3h5v12h3V7h5V4zm-6 8h3v7h3v-7h3V9H3z" />
    </SvgIcon>
  );
}

export function SendIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden="true" {...props}>
      <path d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />
    </SvgIcon>
  );
}
