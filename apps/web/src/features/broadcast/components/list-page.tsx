import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import { PageState } from './page-state';

export interface ListPageProps<Item extends { id: string }> {
  title: string;
  intro: string;
  /** The list's read: its items once loaded, its error when it failed. */
  items: readonly Item[] | undefined;
  error: unknown;
  onRetry: () => void;
  failedText: string;
  emptyText: string;
  renderItem: (item: Item) => ReactNode;
  /** What the page shows after the list (a dialog). */
  children?: ReactNode;
}

/**
 * A broadcast screen that is one list (incoming family broadcasts, a parent's invitations): its
 * heading and words, then loading, failure (with Try again), empty, or the list named by the
 * heading.
 */
export function ListPage<Item extends { id: string }>({
  title,
  intro,
  items,
  error,
  onRetry,
  failedText,
  emptyText,
  renderItem,
  children,
}: ListPageProps<Item>) {
  const { t } = useMessages(broadcastCatalogue);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{intro}</Typography>
      {items === undefined ? (
        <PageState
          error={error}
          failedText={failedText}
          loadingLabel={t('loading')}
          onRetry={onRetry}
        />
      ) : items.length === 0 ? (
        <Typography>{emptyText}</Typography>
      ) : (
        <Stack component="ul" aria-label={title} spacing={2} sx={{ p: 0, m: 0 }}>
          {items.map(renderItem)}
        </Stack>
      )}
      {children}
    </Container>
  );
}
