import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import type { ProfileCatalogues } from '../hooks/use-profile-catalogues';
import { useEditChildcareProvider } from '../api/edit-childcare-provider';
import { useCatalogueWords } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareProviderCatalogue } from '../childcare-provider-messages';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useValidationWords } from '../../../components/form/validation-words';
import { useStoredDraft } from '../../../components/form/use-stored-draft';
import type { DetailsValues } from '../lib/profile-parts';
import { detailsBody, detailsOf, sameDetails } from '../lib/profile-parts';
import { SectionForm } from './section-form';

export interface DetailsSectionProps {
  profile: ChildcareProviderProfile;
  catalogues: ProfileCatalogues;
  /** The provider type ids the current role may offer. */
  allowedTypeIds: readonly number[];
  /** Told whenever the part starts or stops holding unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Name, type, description, languages and kinds of care (PATCH path Profile). */
export function DetailsSection({
  profile,
  catalogues,
  allowedTypeIds,
  onDirtyChange,
}: DetailsSectionProps) {
  const { t } = useMessages(childcareProviderCatalogue);
  const words = useCatalogueWords();
  const { word } = useValidationWords();
  const draft = useStoredDraft(detailsOf(profile, allowedTypeIds));
  const { name, typeId, description, languages, childcareTypeIds } = draft.values;
  const set = (change: Partial<DetailsValues>) => {
    draft.update((current) => ({ ...current, ...change }));
  };
  useEffect(() => {
    onDirtyChange(draft.dirty);
  }, [draft.dirty, onDirtyChange]);
  const edit = useEditChildcareProvider();
  const errors = fieldErrorsOf(edit.error, word);
  const errorOf = (field: string) => errors.get(`profile.${field}`);
  const types = catalogues.providerTypes.filter((type) => allowedTypeIds.includes(type.id));

  return (
    <SectionForm
      heading={t('detailsHeading')}
      saving={edit.isPending}
      outcome={draft.outcome}
      error={edit.error}
      onSave={() => {
        const sent = draft.values;
        edit.mutate(detailsBody(sent), {
          onSuccess: (answer) => {
            const stored = detailsOf(answer, allowedTypeIds);
            draft.saved(sent, stored, sameDetails(sent, stored));
          },
        });
      }}
    >
      <TextField
        label={t('detailsName')}
        value={name}
        required
        onChange={(event) => {
          set({ name: event.target.value });
        }}
        error={errorOf('name') !== undefined}
        helperText={errorOf('name')}
      />
      {types.length > 1 ? (
        <TextField
          select
          label={t('detailsType')}
          value={typeId}
          onChange={(event) => {
            set({ typeId: Number(event.target.value) });
          }}
          error={errorOf('providerTypeId') !== undefined}
          helperText={errorOf('providerTypeId')}
        >
          {types.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {words.providerType(type).name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label={t('detailsDescription')}
        value={description}
        multiline
        minRows={3}
        onChange={(event) => {
          set({ description: event.target.value });
        }}
        error={errorOf('description') !== undefined}
        helperText={errorOf('description')}
      />
      <Autocomplete
        multiple
        options={catalogues.languages.map((language) => language.code)}
        getOptionLabel={(code) => {
          const language = catalogues.languages.find((item) => item.code === code);
          return language === undefined ? code : words.languageName(language);
        }}
        value={languages}
        onChange={(_event, value) => {
          set({ languages: value });
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('detailsLanguages')}
            error={errorOf('languages') !== undefined}
            helperText={errorOf('languages')}
          />
        )}
      />
      <FormGroup>
        <FormLabel component="legend">{t('detailsChildcareTypes')}</FormLabel>
        {catalogues.childcareTypes.map((type) => (
          <FormControlLabel
            key={type.id}
            label={words.childcareType(type).name}
            control={
              <Checkbox
                checked={childcareTypeIds.includes(type.id)}
                onChange={(event) => {
                  set({
                    childcareTypeIds: event.target.checked
                      ? [...childcareTypeIds, type.id]
                      : childcareTypeIds.filter((id) => id !== type.id),
                  });
                }}
              />
            }
          />
        ))}
      </FormGroup>
    </SectionForm>
  );
}
