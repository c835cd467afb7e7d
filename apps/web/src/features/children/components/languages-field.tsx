import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { childLanguagesMax } from '@kinderwait/contract/children';
import type { Language } from '@kinderwait/contract/catalogues';
import { useLanguages } from '../../../api/catalogues/get-languages';
import { childrenTexts } from '../children-texts';

const texts = childrenTexts.fields;

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
  const languages = useLanguages();
  const catalogue = languages.data ?? [];
  const full = value.length >= childLanguagesMax;
  let help: string = texts.languagesHelp;
  if (languages.isError) help = texts.languagesFailed;
  return (
    <Autocomplete
      multiple
      options={catalogue.map((language) => language.code)}
      getOptionLabel={(code) => labelOf(catalogue, code)}
      getOptionDisabled={(code) => full && !value.includes(code)}
      filterSelectedOptions
      value={value}
      loading={languages.isPending}
      loadingText={texts.languagesLoading}
      disabled={disabled}
      onChange={(_event, codes) => {
        onChange(codes);
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={texts.languages}
          inputRef={inputRef}
          error={error !== undefined}
          helperText={error ?? help}
        />
      )}
    />
  );
}
