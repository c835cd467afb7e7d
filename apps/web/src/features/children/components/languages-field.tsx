import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { childLanguagesMax } from '@kinderwait/contract/children';
import type { Language } from '@kinderwait/contract/catalogues';
import { useLanguages } from '../../../api/catalogues/get-languages';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';

export interface LanguagesFieldProps {
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

function labelOf(languages: readonly Language[], code: string): string {
  const language = languages.find((one) => one.code === code);
  if (language === undefined) return code;
  return language.nativeName === '' || language.nativeName === language.name
    ? language.name
    : `${language.name} (${language.nativeName})`;
}

/**
 * The languages a child speaks or hears at home: codes from GET /enrollment/getLanguages (the
 * shared catalogue query), chosen in a searchable list, at most 10 (the contract's limit).
 */
export function LanguagesField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  disabled = false,
}: LanguagesFieldProps) {
  const { t } = useMessages(childrenCatalogue);
  const languages = useLanguages();
  const catalogue = languages.data ?? [];
  const full = value.length >= childLanguagesMax;
  let help: string = t('fieldLanguagesHelp');
  if (languages.isError) help = t('fieldLanguagesFailed');
  return (
    <Autocomplete
      multiple
      options={catalogue.map((language) => language.code)}
      getOptionLabel={(code) => labelOf(catalogue, code)}
      getOptionDisabled={(code) => full && !value.includes(code)}
      filterSelectedOptions
      value={value}
      loading={languages.isPending}
      loadingText={t('fieldLanguagesLoading')}
      disabled={disabled}
      onChange={(_event, codes) => {
        onChange(codes);
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('fieldLanguages')}
          inputRef={inputRef}
          error={error !== undefined}
          helperText={error ?? help}
        />
      )}
    />
  );
}
