import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import type { ProfileCatalogues } from '../hooks/use-profile-catalogues';
import { useEditChildcareProvider } from '../api/edit-childcare-provider';
import { childcareProviderTexts } from '../childcare-provider-texts';
import { fieldErrorsOf } from '../../../api/field-errors';
import { SectionForm } from './section-form';

const texts = childcareProviderTexts.details;

export interface DetailsSectionProps {
  profile: ChildcareProviderProfile;
  catalogues: ProfileCatalogues;
  /** The provider type ids the current role may offer. */
  allowedTypeIds: readonly number[];
}

/** Name, type, description, languages and kinds of care (PATCH path Profile). */
export function DetailsSection({ profile, catalogues, allowedTypeIds }: DetailsSectionProps) {
  const [name, setName] = useState(profile.name ?? '');
  const [typeId, setTypeId] = useState(profile.providerTypeId ?? allowedTypeIds[0] ?? 0);
  const [description, setDescription] = useState(profile.description ?? '');
  const [languages, setLanguages] = useState<string[]>(profile.languages);
  const [childcareTypeIds, setChildcareTypeIds] = useState<number[]>(profile.childcareTypeIds);
  const edit = useEditChildcareProvider();
  const errors = fieldErrorsOf(edit.error);
  const errorOf = (field: string) => errors.get(`profile.${field}`);
  const types = catalogues.providerTypes.filter((type) => allowedTypeIds.includes(type.id));

  return (
    <SectionForm
      heading={texts.heading}
      saving={edit.isPending}
      saved={edit.isSuccess}
      error={edit.error}
      onSave={() => {
        edit.mutate({
          paths: ['Profile'],
          profile: {
            ...(typeId === 0 ? {} : { providerTypeId: typeId }),
            name,
            description: description.trim() === '' ? null : description,
            languages,
            childcareTypeIds,
          },
        });
      }}
    >
      <TextField
        label={texts.name}
        value={name}
        required
        onChange={(event) => {
          setName(event.target.value);
        }}
        error={errorOf('name') !== undefined}
        helperText={errorOf('name')}
      />
      {types.length > 1 ? (
        <TextField
          select
          label={texts.type}
          value={typeId}
          onChange={(event) => {
            setTypeId(Number(event.target.value));
          }}
          error={errorOf('providerTypeId') !== undefined}
          helperText={errorOf('providerTypeId')}
        >
          {types.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label={texts.description}
        value={description}
        multiline
        minRows={3}
        onChange={(event) => {
          setDescription(event.target.value);
        }}
        error={errorOf('description') !== undefined}
        helperText={errorOf('description')}
      />
      <Autocomplete
        multiple
        options={catalogues.languages.map((language) => language.code)}
        getOptionLabel={(code) =>
          catalogues.languages.find((language) => language.code === code)?.name ?? code
        }
        value={languages}
        onChange={(_event, value) => {
          setLanguages(value);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={texts.languages}
            error={errorOf('languages') !== undefined}
            helperText={errorOf('languages')}
          />
        )}
      />
      <FormGroup>
        <FormLabel component="legend">{texts.childcareTypes}</FormLabel>
        {catalogues.childcareTypes.map((type) => (
          <FormControlLabel
            key={type.id}
            label={type.name}
            control={
              <Checkbox
                checked={childcareTypeIds.includes(type.id)}
                onChange={(event) => {
                  setChildcareTypeIds((current) =>
                    event.target.checked
                      ? [...current, type.id]
                      : current.filter((id) => id !== type.id),
                  );
                }}
              />
            }
          />
        ))}
      </FormGroup>
    </SectionForm>
  );
}
