import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SaveSurveyBody, SurveyAnswer } from '@kinderwait/contract/surveys';
import { surveyLimits } from '@kinderwait/contract/surveys';
import { emptyValues, hasAnyAnswer, saveSurveyBody, surveyAnswers } from '../lib/survey-answers';
import type { SurveyQuestion, SurveyValue } from '../lib/survey-answers';
import { useMessages } from '../../../lib/i18n/use-messages';
import { surveyTextWords } from '../lib/survey-words';
import { surveysCatalogue } from '../surveys-messages';

export interface SurveyFormProps {
  questions: readonly SurveyQuestion[];
  /** Called with the body to send (and the answers in it) once at least one is answered. */
  onSubmit: (body: SaveSurveyBody, answers: SurveyAnswer[]) => void;
  onSkip: () => void;
  /** A send or a skip is under way. */
  busy: boolean;
  /** Why the last send or skip failed, in words; the answers stay as they were. */
  failure: string | undefined;
}

const legendSx = { color: 'text.primary', fontWeight: 700, mb: 1 } as const;

/**
 * The survey's questions in order: a radio group (one choice), a group of checkboxes (any
 * choices) or a text field, each question a fieldset named by its legend. Every question is
 * optional, but an empty survey is not sent: the parent skips it instead.
 */
export function SurveyForm({ questions, onSubmit, onSkip, busy, failure }: SurveyFormProps) {
  const messages = useMessages(surveysCatalogue);
  const { t } = messages;
  const words = (text: string) => surveyTextWords(messages, text);
  const [values, setValues] = useState<SurveyValue[]>(() => emptyValues(questions));
  const [empty, setEmpty] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  function setValue(index: number, value: SurveyValue) {
    setValues((current) => current.map((old, at) => (at === index ? value : old)));
    setEmpty(false);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const answers = surveyAnswers(questions, values);
    if (!hasAnyAnswer(answers)) {
      setEmpty(true);
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    onSubmit(saveSurveyBody(answers), answers);
  }

  // A failed send or skip is announced (role alert) and takes focus, like an empty survey.
  useEffect(() => {
    if (failure !== undefined) errorRef.current?.focus();
  }, [failure]);

  const message = empty ? t('noAnswer') : failure;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={4} aria-busy={busy}>
      {message === undefined ? null : (
        <Alert ref={errorRef} tabIndex={-1} severity="error" id="survey-error">
          {message}
        </Alert>
      )}
      {questions.map((question, index) => {
        const value = values[index] ?? '';
        const legendId = `survey-question-${String(index)}`;
        if (question.type === 'text') {
          const text = typeof value === 'string' ? value : '';
          return (
            <TextField
              key={question.text}
              label={words(question.text)}
              value={text}
              onChange={(event) => {
                setValue(index, event.target.value);
              }}
              multiline
              minRows={3}
              fullWidth
              helperText={t('textHint', {
                // As text: the count reads "1200 / 2000" in every language, without grouping.
                length: String(text.length),
                max: String(surveyLimits.answerMaxLength),
              })}
              slotProps={{ htmlInput: { maxLength: surveyLimits.answerMaxLength } }}
            />
          );
        }
        if (question.type === 'radio') {
          return (
            <FormControl key={question.text} component="fieldset">
              <FormLabel component="legend" id={legendId} sx={legendSx}>
                {words(question.text)}
              </FormLabel>
              <RadioGroup
                aria-labelledby={legendId}
                name={legendId}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => {
                  setValue(index, event.target.value);
                }}
              >
                {question.choices.map((choice) => (
                  <FormControlLabel
                    key={choice}
                    value={choice}
                    control={<Radio />}
                    label={words(choice)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          );
        }
        const ticked: readonly string[] = Array.isArray(value) ? value : [];
        return (
          <FormControl key={question.text} component="fieldset">
            <FormLabel component="legend" id={legendId} sx={legendSx}>
              {words(question.text)}
            </FormLabel>
            <FormGroup>
              {question.choices.map((choice) => (
                <FormControlLabel
                  key={choice}
                  label={words(choice)}
                  control={
                    <Checkbox
                      checked={ticked.includes(choice)}
                      onChange={(event) => {
                        setValue(
                          index,
                          event.target.checked
                            ? [...ticked, choice]
                            : ticked.filter((item) => item !== choice),
                        );
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('submit')}
        </Button>
        <Button type="button" variant="text" size="large" disabled={busy} onClick={onSkip}>
          {t('skip')}
        </Button>
      </Stack>
    </Stack>
  );
}
