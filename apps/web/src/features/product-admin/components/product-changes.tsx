import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useProductChanges } from '../api/get-product-changes';
import { changeLines, formatChangedAt } from '../lib/change-words';
import { productAdminTexts } from '../product-admin-texts';

const texts = productAdminTexts.changes;

/** Who changed the product, when and what (its audit rows), newest first. */
export function ProductChanges({ code }: { code: string }) {
  const changes = useProductChanges(code);
  let body;
  if (changes.isPending) {
    body = <CircularProgress size={24} aria-label={texts.loading} />;
  } else if (changes.isError) {
    body = <Typography color="error">{texts.loadFailed}</Typography>;
  } else if (changes.data.items.length === 0) {
    body = <Typography variant="body2">{texts.none}</Typography>;
  } else {
    body = (
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
        {changes.data.items.map((change) => (
          <li key={change.id}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {texts.by(formatChangedAt(change.changedAt), change.changedBy.email)}
            </Typography>
            {changeLines(change.before, change.after).map((line) => (
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
    <section aria-label={texts.title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {texts.title}
      </Typography>
      {body}
    </section>
  );
}
