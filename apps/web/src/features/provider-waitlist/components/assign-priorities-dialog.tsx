import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type {
  ProviderWaitlistEntry,
  WaitlistPriority,
} from '@kinderwait/contract/provider-waitlist';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { errorMessageFor } from '../../../api/error-words';
import { useAssignPriorities } from '../api/assign-priorities';
import { useMessages } from '../../../lib/i18n/use-messages';
import { waitlistErrorWords } from '../lib/waitlist-words';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

interface FormProps {
  providerId: string;
  entry: ProviderWaitlistEntry;
  categories: readonly WaitlistPriority[];
  titleId: string;
  onClose: () => void;
  onSaved: (entry: ProviderWaitlistEntry) => void;
}

function AssignForm({ providerId, entry, categories, titleId, onClose, onSaved }: FormProps) {
  const { t } = useMessages(providerWaitlistCatalogue);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(entry.priorities.map((priority) => priority.id)),
  );
  const assign = useAssignPriorities(providerId);
  const legendId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    assign.mutate(
      // In the categories' order, so the same choice is always sent the same way.
      {
        ticketId: entry.ticketId,
        priorities: categories.filter((item) => chosen.has(item.id)).map((item) => item.id),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('assignTitle', { child: entry.childFirstName })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('assignHint')}
        </Typography>
        {categories.length === 0 ? (
          <Typography>{t('assignNone')}</Typography>
        ) : (
          <FormGroup role="group" aria-labelledby={legendId}>
            <Typography id={legendId} variant="subtitle2" component="p">
              {t('assignLegend')}
            </Typography>
            {categories.map((category) => (
              <FormControlLabel
                key={category.id}
                label={t('assignOption', { name: category.name, weight: category.weight })}
                control={
                  <Checkbox
                    checked={chosen.has(category.id)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(category.id);
                      else next.delete(category.id);
                      setChosen(next);
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {assign.error === null ? null : (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('failed', { message: errorMessageFor(assign.error, waitlistErrorWords(t)) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assignCancel')}</Button>
        <Button type="submit" variant="contained" disabled={assign.isPending}>
          {t('assignSave')}
        </Button>
      </DialogActions>
    </form>
  );
}

export interface AssignPrioritiesDialogProps {
  providerId: string;
  /** The family whose priorities are edited; undefined: closed. */
  entry: ProviderWaitlistEntry | undefined;
  categories: readonly WaitlistPriority[];
  onClose: () => void;
  onSaved: (entry: ProviderWaitlistEntry) => void;
}

/**
 * Assigns priority categories to one family (POST .../waitlist/{ticketId},
 * docs/product/offers.md#priorities).
 */
export function AssignPrioritiesDialog({ entry, ...props }: AssignPrioritiesDialogProps) {
  const titleId = useId();
  return (
    <ResponsiveDialog open={entry !== undefined} onClose={props.onClose} aria-labelledby={titleId}>
      {entry === undefined ? null : (
        <AssignForm key={entry.requestId} entry={entry} titleId={titleId} {...props} />
      )}
    </ResponsiveDialog>
  );
}
