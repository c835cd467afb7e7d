import { Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { displayTimeZone } from '@kinderwait/contract/constants';
import { errorMessageFor } from '../../../api/error-words';
import { useConfirmErasure, useUndoErasure } from '../api/erasure-links';
import { useMessages } from '../../../lib/i18n/use-messages';
import { privacyCatalogue } from '../privacy-messages';
import { privacyErrorWords } from '../privacy-words';

/** The space between a sentence and what follows it on the line (not words to translate). */
const space = ' ';

export interface ErasureLinkPageProps {
  /** The emailed link's token (?token=); empty when the address has none. */
  token: string;
  /** What the page's button does: confirm the deletion, or keep the account. */
  kind: 'confirm' | 'undo';
  signInHref: string;
  /** After a confirmed deletion: the browser forgets the session of the closed account. */
  onConfirmed: () => void;
}

/**
 * The pages the deletion emails link to (docs/product/privacy.md#delete-my-account). Opening one
 * changes nothing: mail scanners open links, so the button does it.
 */
export function ErasureLinkPage(props: ErasureLinkPageProps) {
  // The words' chunk loads on first use; the route loads it first.
  return (
    <Suspense fallback={null}>
      <ErasureLinkContent {...props} />
    </Suspense>
  );
}

function ErasureLinkContent({ token, kind, signInHref, onConfirmed }: ErasureLinkPageProps) {
  const messages = useMessages(privacyCatalogue);
  const { t, intl } = messages;
  const confirm = useConfirmErasure(token);
  const undo = useUndoErasure(token);
  const outcome = useRef<HTMLDivElement>(null);
  const action = kind === 'confirm' ? confirm : undo;
  const focusOutcome = () => requestAnimationFrame(() => outcome.current?.focus());
  let result = null;
  if (confirm.isSuccess) {
    result = (
      <Alert severity="success">
        {t('confirmed', {
          date: intl.formatDate(confirm.data.eraseAfter, {
            timeZone: displayTimeZone,
            dateStyle: 'long',
          }),
        })}
      </Alert>
    );
  } else if (undo.isSuccess) {
    result = (
      <Alert severity="success">
        {t('undone')}
        {space}
        <Button component={RouterLink} to={signInHref} size="small">
          {t('signIn')}
        </Button>
      </Alert>
    );
  } else if (action.error !== null) {
    result = (
      <Alert severity="error">{errorMessageFor(action.error, privacyErrorWords(messages))}</Alert>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {kind === 'confirm' ? t('confirmPageTitle') : t('undoPageTitle')}
        </Typography>
        {token === '' ? (
          <Alert severity="error">{t('erasureLinkInvalid')}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 3 }}>
              {kind === 'confirm' ? t('confirmPageText') : t('undoPageText')}
            </Typography>
            {action.isSuccess ? null : (
              <Button
                variant="contained"
                color={kind === 'confirm' ? 'error' : 'primary'}
                disabled={action.isPending}
                onClick={() => {
                  if (kind === 'confirm') {
                    confirm.mutate(undefined, {
                      onSuccess: onConfirmed,
                      onSettled: focusOutcome,
                    });
                  } else {
                    undo.mutate(undefined, { onSettled: focusOutcome });
                  }
                }}
              >
                {kind === 'confirm' ? t('confirmButton') : t('undoButton')}
              </Button>
            )}
          </>
        )}
        <Box ref={outcome} tabIndex={-1} role="status" sx={{ mt: 3, outline: 'none' }}>
          {result}
        </Box>
      </Paper>
    </Container>
  );
}
