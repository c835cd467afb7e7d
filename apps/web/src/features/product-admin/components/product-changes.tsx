import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useProductChanges } from '../api/get-product-changes';
import { changeLines, formatChangedAt } from '../lib/change-words';
import { useMessages } from '../../../lib/i18n/use-messages';
import { productAdminCatalogue } from '../product-admin-messages';

/** Who changed the product, when and what (its audit rows), newest first. */
export function ProductChanges({ code }: { code: string }) {
  const messages = useMessages(productAdminCatalogue);
  const { t } = messages;
  const changes = useProductChanges(code);
  let body;
  if (changes.isPending) {
    body = <CircularProgress size={24} aria-label={t('changesLoading')} />;
  } else if (changes.isError) {
    body = <Typography color="error">{t('changesLoadFailed')}</Typography>;
  } else if (changes.data.items.length === 0) {
    body = <Typography variant="body2">{t('changesNone')}</Typography>;
  } else {
    body = (
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
        {changes.data.items.map((change) => (
          <li key={change.id}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('changesBy', {
                date: formatChangedAt(messages, change.changedAt),
                email: change.changedBy.email,
              })}
            </Typography>
            {changeLines(messages, change.before, change.after).map((line) => (
              <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <section aria-label={t('changesTitle')}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('changesTitle')}
      </Typography>
      {body}
    </section>
  );
}
