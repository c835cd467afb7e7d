import Link from '@mui/material/Link';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { siteCatalogue } from '../../site-messages';

export const mainContentId = 'main-content';

/** First stop for keyboard users: jumps past the header straight to the page's content. */
export function SkipLink() {
  const { t } = useMessages(siteCatalogue);
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
      {t('skipToContent')}
    </Link>
  );
}
