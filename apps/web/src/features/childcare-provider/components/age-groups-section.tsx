import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { AgeGroup } from '@kinderwait/contract/catalogues';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import { useEditChildcareProvider } from '../api/edit-childcare-provider';
import { useCatalogueWords } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareProviderCatalogue } from '../childcare-provider-messages';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useValidationWords } from '../../../components/form/validation-words';
import { useStoredDraft } from '../../../components/form/use-stored-draft';
import type { AgeGroupRow } from '../lib/profile-parts';
import { ageGroupRowsOf, ageGroupsBody, sameAgeGroups } from '../lib/profile-parts';
import { HoursGrid } from './hours-grid';
import { SectionForm } from './section-form';

export interface AgeGroupsSectionProps {
  profile: ChildcareProviderProfile;
  ageGroups: readonly AgeGroup[];
  /** Told whenever the part starts or stops holding unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The age groups as a list (docs/product/catalogue.md#provider-profiles): spaces, start date and
 * the week's hours of each.
 */
export function AgeGroupsSection({ profile, ageGroups, onDirtyChange }: AgeGroupsSectionProps) {
  const { t } = useMessages(childcareProviderCatalogue);
  const words = useCatalogueWords();
  const { word } = useValidationWords();
  const draft = useStoredDraft(ageGroupRowsOf(profile));
  const rows = draft.values;
  const setRows = draft.update;
  useEffect(() => {
    onDirtyChange(draft.dirty);
  }, [draft.dirty, onDirtyChange]);
  const edit = useEditChildcareProvider();
  const errors = fieldErrorsOf(edit.error, word);
  const errorAt = (path: string) => errors.get(`ageGroups.${path}`);
  const update = (index: number, change: Partial<AgeGroupRow>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  };
  const unused = ageGroups.filter((group) => !rows.some((row) => row.id === group.id));
  const nameOf = (id: number) => {
    const group = ageGroups.find((item) => item.id === id);
    return group === undefined ? String(id) : words.ageGroupName(group);
  };

  return (
    <SectionForm
      heading={t('ageGroupsHeading')}
      saving={edit.isPending}
      outcome={draft.outcome}
      error={edit.error}
      onSave={() => {
        const sent = rows;
        edit.mutate(ageGroupsBody(sent), {
          onSuccess: (answer) => {
            const stored = ageGroupRowsOf(answer);
            draft.saved(sent, stored, sameAgeGroups(sent, stored));
          },
        });
      }}
    >
      {rows.length === 0 ? <Typography>{t('ageGroupsEmpty')}</Typography> : null}
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <Box component="li" key={row.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  label={t('ageGroupsGroup')}
                  value={row.id}
                  onChange={(event) => {
                    update(index, { id: Number(event.target.value) });
                  }}
                  error={errorAt(`${String(index)}.id`) !== undefined}
                  helperText={errorAt(`${String(index)}.id`)}
                  sx={{ minWidth: 200 }}
                >
                  {ageGroups
                    .filter((group) => group.id === row.id || unused.includes(group))
                    .map((group) => (
                      <MenuItem key={group.id} value={group.id}>
                        {words.ageGroupName(group)}
                      </MenuItem>
                    ))}
                </TextField>
                <TextField
                  label={t('ageGroupsSpaces', { group: nameOf(row.id) })}
                  type="number"
                  value={row.spaces}
                  onChange={(event) => {
                    update(index, { spaces: event.target.value });
                  }}
                  error={errorAt(`${String(index)}.availableSpaces`) !== undefined}
                  helperText={errorAt(`${String(index)}.availableSpaces`)}
                  slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
                />
                <TextField
                  label={t('ageGroupsStartDate', { group: nameOf(row.id) })}
                  type="date"
                  value={row.startDate}
                  onChange={(event) => {
                    update(index, { startDate: event.target.value });
                  }}
                  error={errorAt(`${String(index)}.availableStartDate`) !== undefined}
                  helperText={errorAt(`${String(index)}.availableStartDate`)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
              <HoursGrid
                label={nameOf(row.id)}
                value={row.hours}
                onChange={(hours) => {
                  update(index, { hours });
                }}
                errorAt={(entry, field) =>
                  errorAt(`${String(index)}.hoursOfBusiness.${String(entry)}.${field}`)
                }
              />
              <Box>
                <Button
                  color="error"
                  onClick={() => {
                    setRows((current) => current.filter((_, at) => at !== index));
                  }}
                >
                  {t('ageGroupsRemove', { group: nameOf(row.id) })}
                </Button>
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
      {unused[0] === undefined ? null : (
        <Box>
          <Button
            variant="outlined"
            onClick={() => {
              const [next] = unused;
              if (next === undefined) return;
              setRows((current) => [
                ...current,
                { id: next.id, spaces: '0', startDate: '', hours: [] },
              ]);
            }}
          >
            {t('ageGroupsAdd')}
          </Button>
        </Box>
      )}
    </SectionForm>
  );
}
