import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** A dialog that takes the whole screen on phones (under 600 px), where a floating one is cramped. */
export function ResponsiveDialog(props: Omit<DialogProps, 'fullScreen'>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return <Dialog {...props} fullScreen={phone} />;
}
