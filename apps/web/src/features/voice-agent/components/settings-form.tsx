import { useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  voiceAgentLanguages,
  voiceAgentVoices,
  voiceTranscriptRetentionDays,
} from '@kinderwait/contract/voice-agent';
import type { VoiceAgentSettings } from '@kinderwait/contract/voice-agent';
import { voiceAssistantLimits } from '@kinderwait/contract/voice-assistants';
import { useUpdateVoiceAgentSettings } from '../api/update-voice-agent-settings';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { dashboardErrorMessage } from '../lib/dashboard-error';
import { languageWords } from '../lib/dashboard-words';
import { checkSettings, formValuesOf } from '../lib/settings-form-values';
import type { SettingsFieldErrors, SettingsFormValues } from '../lib/settings-form-values';
import { useValidationWords } from '../../../components/form/validation-words';
import { AllowedOriginsEditor } from './allowed-origins-editor';
import { AnsweringHoursEditor } from './answering-hours-editor';

type TextFieldName = 'businessName' | 'greeting' | 'redirectPhoneNumber' | 'smsPhoneNumber';

/**
 * The agent's settings (PATCH): what callers hear, where calls and messages go, when it answers,
 * whether it answers at all, and where its widget may be shown. Checked by the contract's rule
 * before it is sent; the server's refusal shows in words.
 */
export function SettingsForm({ settings }: { settings: VoiceAgentSettings }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const validationWords = useValidationWords();
  const update = useUpdateVoiceAgentSettings();
  const [values, setValues] = useState<SettingsFormValues>(() => formValuesOf(settings));
  const [errors, setErrors] = useState<SettingsFieldErrors>({});

  function set<Key extends keyof SettingsFormValues>(key: Key, value: SettingsFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
    update.reset();
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkSettings(values, validationWords);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(checked.patch, {
      onSuccess: (saved) => {
        setValues(formValuesOf(saved));
      },
    });
  }

  const textField = (name: TextFieldName, label: string, help?: string, multiline = false) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => {
        set(name, event.target.value);
      }}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? help}
      required
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{
        htmlInput: {
          maxLength:
            name === 'greeting'
              ? voiceAssistantLimits.greetingMaxLength
              : name === 'businessName'
                ? voiceAssistantLimits.businessNameMaxLength
                : 40,
          ...(name.endsWith('PhoneNumber') ? { inputMode: 'tel', autoComplete: 'tel' } : {}),
        },
      }}
    />
  );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="voice-settings-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography
        id="voice-settings-heading"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 2 }}
      >
        {t('settingsHeading')}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <FormControlLabel
          control={
            <Switch
              checked={values.enabled}
              onChange={(event) => {
                set('enabled', event.target.checked);
              }}
            />
          }
          label={t('settingsEnabled')}
        />
        {!values.enabled && <Typography variant="body2">{t('settingsEnabledOff')}</Typography>}
        {textField('businessName', t('settingsBusinessName'))}
        {textField('greeting', t('settingsGreeting'), undefined, true)}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('settingsLanguage')}
            value={values.language}
            onChange={(event) => {
              const language = voiceAgentLanguages.find((code) => code === event.target.value);
              if (language !== undefined) set('language', language);
            }}
            slotProps={{ select: { native: true } }}
            fullWidth
          >
            {voiceAgentLanguages.map((code) => (
              <option key={code} value={code}>
                {languageWords(code, words)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={t('settingsVoice')}
            value={values.voice}
            onChange={(event) => {
              const voice = voiceAgentVoices.find((name) => name === event.target.value);
              if (voice !== undefined) set('voice', voice);
            }}
            slotProps={{ select: { native: true } }}
            fullWidth
          >
            {voiceAgentVoices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {textField('redirectPhoneNumber', t('settingsTransferNumber'), t('settingsTransferHelp'))}
          {textField('smsPhoneNumber', t('settingsSmsNumber'), t('settingsSmsHelp'))}
        </Stack>
        <TextField
          select
          label={t('settingsTranscriptRetention')}
          helperText={t('settingsTranscriptRetentionHelp')}
          value={values.transcriptRetentionDays}
          onChange={(event) => {
            const days = voiceTranscriptRetentionDays.find(
              (known) => String(known) === event.target.value,
            );
            if (days !== undefined) set('transcriptRetentionDays', days);
          }}
          slotProps={{ select: { native: true } }}
          fullWidth
        >
          {voiceTranscriptRetentionDays.map((days) => (
            <option key={days} value={days}>
              {t('settingsRetentionDays', { days })}
            </option>
          ))}
        </TextField>
        <AnsweringHoursEditor
          windows={values.answeringHours}
          errors={errors}
          onChange={(windows) => {
            set('answeringHours', windows);
          }}
        />
        <AllowedOriginsEditor
          origins={values.allowedOrigins}
          errors={errors}
          onChange={(origins) => {
            set('allowedOrigins', origins);
          }}
        />
        {update.isError && (
          <Alert severity="error">
            {validationWords.failure(update.error, dashboardErrorMessage(update.error, words))}
          </Alert>
        )}
        {update.isSuccess && (
          <Typography role="status" aria-live="polite">
            {t('settingsSaved')}
          </Typography>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('settingsSave')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
