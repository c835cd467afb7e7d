import { useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WaitlistPriority } from '@kinderwait/contract/provider-waitlist';
import { waitlistPriorityLimits } from '@kinderwait/contract/provider-waitlist';
import { errorMessageFor } from '../../../api/error-words';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useValidationWords } from '../../../components/form/validation-words';
import { useDeletePriority } from '../api/delete-priority';
import { usePriorities } from '../api/get-priorities';
import { useSavePriority } from '../api/save-priority';
import { parseWeight } from '../lib/weight';
import { useMessages } from '../../../lib/i18n/use-messages';
import { priorityName } from '../lib/priority-words';
import { waitlistErrorWords } from '../lib/waitlist-words';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

interface RowProps {
  providerId: string;
  priority: WaitlistPriority;
  onDone: (message: string) => void;
}

/** One category: its name (custom ones can be renamed), its weight, Save and, if custom, Remove. */
function PriorityRow({ providerId, priority, onDone }: RowProps) {
  const messages = useMessages(providerWaitlistCatalogue);
  const { word } = useValidationWords();
  const { t } = messages;
  const shown = priorityName(messages, priority);
  const [name, setName] = useState(priority.name);
  const [weight, setWeight] = useState(String(priority.weight));
  const [localError, setLocalError] = useState<string | undefined>();
  const save = useSavePriority(providerId);
  const remove = useDeletePriority(providerId);
  const custom = priority.code === 'custom';
  const fieldErrors = fieldErrorsOf(save.error, word);
  const weightError = localError ?? fieldErrors.get('weight');
  const nameError = fieldErrors.get('name');
  const failure = save.error ?? remove.error;
  const otherError =
    failure !== null && weightError === undefined && nameError === undefined
      ? errorMessageFor(failure, waitlistErrorWords(t))
      : undefined;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseWeight(weight);
    if (parsed === null) {
      setLocalError(t('prioritiesWeightInvalid'));
      return;
    }
    setLocalError(undefined);
    remove.reset();
    save.mutate(
      { priorityId: priority.id, body: { name: custom ? name : priority.name, weight: parsed } },
      {
        onSuccess: (saved) => {
          onDone(t('prioritiesSaved', { name: priorityName(messages, saved) }));
        },
      },
    );
  };

  return (
    <Paper component="li" variant="outlined" aria-label={shown} sx={{ p: 2, listStyle: 'none' }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 120px auto' },
          alignItems: 'start',
        }}
      >
        {custom ? (
          <TextField
            label={t('prioritiesNameOf', { name: priority.name })}
            value={name}
            size="small"
            slotProps={{ htmlInput: { maxLength: waitlistPriorityLimits.nameMax } }}
            error={nameError !== undefined}
            helperText={nameError}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
            <Typography sx={{ fontWeight: 600 }}>{shown}</Typography>
            <Chip size="small" variant="outlined" label={t('prioritiesPredefined')} />
          </Box>
        )}
        <TextField
          label={t('prioritiesWeightOf', { name: shown })}
          value={weight}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={weightError !== undefined}
          helperText={weightError}
          onChange={(event) => {
            setWeight(event.target.value);
          }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            type="submit"
            variant="outlined"
            disabled={save.isPending}
            aria-label={t('prioritiesSaveName', { name: shown })}
          >
            {t('prioritiesSave')}
          </Button>
          {custom ? (
            <Button
              color="error"
              disabled={remove.isPending}
              aria-label={t('prioritiesRemoveName', { name: shown })}
              onClick={() => {
                save.reset();
                remove.mutate(priority.id, {
                  onSuccess: () => {
                    onDone(t('prioritiesRemoved', { name: priority.name }));
                  },
                });
              }}
            >
              {t('prioritiesRemove')}
            </Button>
          ) : null}
        </Box>
      </Box>
      {otherError === undefined ? null : (
        <Alert severity="error" sx={{ mt: 1 }}>
          {otherError}
        </Alert>
      )}
    </Paper>
  );
}

/** Adds a custom category. */
function AddPriorityForm({ providerId, onDone }: Omit<RowProps, 'priority'>) {
  const { t } = useMessages(providerWaitlistCatalogue);
  const { word } = useValidationWords();
  const [name, setName] = useState('');
  const [weight, setWeight] = useState('10');
  const [localErrors, setLocalErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const save = useSavePriority(providerId);
  const serverErrors = fieldErrorsOf(save.error, word);
  const nameError = localErrors.get('name') ?? serverErrors.get('name');
  const weightError = localErrors.get('weight') ?? serverErrors.get('weight');
  const otherError =
    save.error !== null && nameError === undefined && weightError === undefined
      ? errorMessageFor(save.error, waitlistErrorWords(t))
      : undefined;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = new Map<string, string>();
    const parsed = parseWeight(weight);
    if (name.trim() === '') errors.set('name', t('prioritiesNameRequired'));
    if (parsed === null) errors.set('weight', t('prioritiesWeightInvalid'));
    setLocalErrors(errors);
    if (parsed === null || errors.size > 0) return;
    save.mutate(
      { body: { name: name.trim(), weight: parsed } },
      {
        onSuccess: (saved) => {
          setName('');
          onDone(t('prioritiesAdded', { name: saved.name }));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="add-priority-heading">
      <Typography id="add-priority-heading" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('prioritiesAddHeading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 120px auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('prioritiesAddName')}
          value={name}
          size="small"
          required
          slotProps={{ htmlInput: { maxLength: waitlistPriorityLimits.nameMax } }}
          error={nameError !== undefined}
          helperText={nameError}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        <TextField
          label={t('prioritiesAddWeight')}
          value={weight}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={weightError !== undefined}
          helperText={weightError}
          onChange={(event) => {
            setWeight(event.target.value);
          }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('prioritiesAdd')}
        </Button>
      </Box>
      {otherError === undefined ? null : (
        <Alert severity="error" sx={{ mt: 1 }}>
          {otherError}
        </Alert>
      )}
    </Box>
  );
}

export interface PrioritiesEditorProps {
  providerId: string;
}

/**
 * The provider's priority categories (docs/product/offers.md#priorities) and their weights: each
 * saves on its own, custom ones can be added, renamed and removed. What was saved is said in a
 * status line.
 */
export function PrioritiesEditor({ providerId }: PrioritiesEditorProps) {
  const { t } = useMessages(providerWaitlistCatalogue);
  const priorities = usePriorities(providerId);
  const [done, setDone] = useState<string | undefined>();

  let body;
  if (priorities.isPending) {
    body = <CircularProgress aria-label={t('loading')} />;
  } else if (priorities.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void priorities.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessageFor(priorities.error, waitlistErrorWords(t))}
      </Alert>
    );
  } else {
    body = (
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {priorities.data.items.map((priority) => (
          <PriorityRow
            key={priority.id}
            providerId={providerId}
            priority={priority}
            onDone={setDone}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('prioritiesIntro')}</Typography>
      <Box role="status">
        {done === undefined ? null : <Alert severity="success">{done}</Alert>}
      </Box>
      {body}
      <AddPriorityForm providerId={providerId} onDone={setDone} />
    </Stack>
  );
}
