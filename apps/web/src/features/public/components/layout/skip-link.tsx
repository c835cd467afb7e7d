import Link from '@mui/material/Link';

export const mainContentId = 'main-content';

/** First stop for keyboard users: jumps past the header straight to the page's content. */
export function SkipLink() {
  return (
    <Link
      href={`#${mainContentId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}
