import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminProduct, EditProductBody } from '@kinderwait/contract/billing';
import { maxProductUnitAmount, minProductUnitAmount } from '@kinderwait/contract/billing';
import type { UsageKind, UsageLimits } from '@kinderwait/contract/usage';
import { usageKinds } from '@kinderwait/contract/usage';
import { ResponsiveDialog } from '../../../components/dialog/responsive-dialog';
import { errorMessageFor } from '../../../api/error-words';
import { useEditProduct } from '../api/edit-product';
import { centsToDollarText, parseDollarsToCents, parseWholeNumber } from '../lib/dollars';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useValidationWords } from '../../../components/form/validation-words';
import { useMessages } from '../../../lib/i18n/use-messages';
import { limitLabelKeys, productErrorWords } from '../lib/change-words';
import { productAdminCatalogue } from '../product-admin-messages';
import { ProductChanges } from './product-changes';

type LimitTexts = Record<UsageKind, string>;

const limitTextsOf = (limits: UsageLimits): LimitTexts => ({
  assistantMessage: limits.assistantMessage?.toString() ?? '',
  broadcast: limits.broadcast?.toString() ?? '',
  voiceMinute: limits.voiceMinute?.toString() ?? '',
  voiceTestMinute: limits.voiceTestMinute?.toString() ?? '',
});

const featureLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const sameLimits = (a: UsageLimits, b: UsageLimits): boolean =>
  usageKinds.every((kind) => a[kind] === b[kind]);

interface FormProps {
  product: AdminProduct;
  /** The id of the title, which names the dialog and the form. */
  titleId: string;
  onCancel: () => void;
  onSaved: (product: AdminProduct) => void;
}

/** The form of one product: what typed stays until it is saved or cancelled. */
function ProductEditForm({ product, titleId, onCancel, onSaved }: FormProps) {
  const { t, language } = useMessages(productAdminCatalogue);
  const { word } = useValidationWords();
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [features, setFeatures] = useState(product.features.join('\n'));
  const [price, setPrice] = useState(centsToDollarText(product.unitAmount));
  const [active, setActive] = useState(product.active);
  const [limits, setLimits] = useState<LimitTexts>(limitTextsOf(product.limits));
  const [localErrors, setLocalErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [nothingChanged, setNothingChanged] = useState(false);
  const edit = useEditProduct({ mutationConfig: { onSuccess: onSaved } });

  const serverErrors = fieldErrorsOf(edit.error, word);
  const errorOf = (field: string): string | undefined =>
    localErrors.get(field) ??
    serverErrors.get(field) ??
    [...serverErrors].find(([key]) => key.startsWith(`${field}.`))?.[1];

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = new Map<string, string>();
    const unitAmount = parseDollarsToCents(price);
    if (unitAmount === null) errors.set('unitAmount', t('formPriceInvalid'));
    else if (unitAmount < minProductUnitAmount || unitAmount > maxProductUnitAmount) {
      errors.set('unitAmount', t('formPriceOutOfRange'));
    }
    const wantedLimits: UsageLimits = {};
    for (const kind of usageKinds) {
      const count = parseWholeNumber(limits[kind]);
      if (Number.isNaN(count)) errors.set(`limits.${kind}`, t('formLimitInvalid'));
      else if (count !== null) wantedLimits[kind] = count;
    }
    setLocalErrors(errors);
    setNothingChanged(false);
    if (errors.size > 0) return;

    const lines = featureLines(features);
    const body: EditProductBody = {
      ...(product.nameEditable && name.trim() !== product.name ? { name } : {}),
      ...(description.trim() === product.description ? {} : { description }),
      ...(lines.join('\n') === product.features.join('\n') ? {} : { features: lines }),
      ...(unitAmount === null || unitAmount === product.unitAmount ? {} : { unitAmount }),
      ...(active === product.active ? {} : { active }),
      ...(product.limitsApply && !sameLimits(wantedLimits, product.limits)
        ? { limits: wantedLimits }
        : {}),
    };
    if (Object.keys(body).length === 0) {
      setNothingChanged(true);
      return;
    }
    edit.mutate({ code: product.code, body });
  };

  const nameError = errorOf('name');
  const priceError = errorOf('unitAmount');
  const limitsError = serverErrors.get('limits');
  const otherError = serverErrors.get('');

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('formTitle', { name: product.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('formNotEditable')}
          </Typography>
          <TextField
            label={t('formName')}
            value={name}
            required
            disabled={!product.nameEditable}
            onChange={(event) => {
              setName(event.target.value);
            }}
            error={nameError !== undefined}
            helperText={nameError ?? (product.nameEditable ? undefined : t('formNameLocked'))}
          />
          <TextField
            label={t('formDescription')}
            value={description}
            required
            multiline
            minRows={2}
            onChange={(event) => {
              setDescription(event.target.value);
            }}
            error={errorOf('description') !== undefined}
            helperText={errorOf('description')}
          />
          <TextField
            label={t('formFeatures')}
            value={features}
            required
            multiline
            minRows={3}
            onChange={(event) => {
              setFeatures(event.target.value);
            }}
            error={errorOf('features') !== undefined}
            helperText={errorOf('features')}
          />
          <TextField
            label={t('formPrice')}
            value={price}
            required
            onChange={(event) => {
              setPrice(event.target.value);
            }}
            error={priceError !== undefined}
            helperText={priceError ?? t('formPriceHelp')}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              // The dollar sign where the language writes it: "$7.99", "7,99 $".
              input:
                language === 'en'
                  ? {
                      startAdornment: (
                        <InputAdornment position="start">{t('formCurrency')}</InputAdornment>
                      ),
                    }
                  : {
                      endAdornment: (
                        <InputAdornment position="end">{t('formCurrency')}</InputAdornment>
                      ),
                    },
            }}
          />
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={active}
                  onChange={(event) => {
                    setActive(event.target.checked);
                  }}
                />
              }
              label={t('formOnSale')}
            />
            <FormHelperText error={errorOf('active') !== undefined}>
              {errorOf('active') ?? t('formOnSaleHelp')}
            </FormHelperText>
          </div>
          {product.limitsApply ? (
            <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t('formLimits')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('formLimitsHelp')}
              </Typography>
              {usageKinds.map((kind) => (
                <TextField
                  key={kind}
                  label={t(limitLabelKeys[kind])}
                  value={limits[kind]}
                  onChange={(event) => {
                    setLimits((current) => ({ ...current, [kind]: event.target.value }));
                  }}
                  error={errorOf(`limits.${kind}`) !== undefined}
                  helperText={errorOf(`limits.${kind}`)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
              ))}
              {limitsError === undefined ? null : (
                <FormHelperText error>{limitsError}</FormHelperText>
              )}
            </Stack>
          ) : null}
          {edit.error === null ? null : (
            <Alert severity="error">
              {[
                t('formSaveFailed'),
                otherError ?? errorMessageFor(edit.error, productErrorWords(t)),
              ].join(' ')}
            </Alert>
          )}
          {nothingChanged ? (
            <Alert severity="info" role="status">
              {t('formNothingChanged')}
            </Alert>
          ) : null}
          <ProductChanges code={product.code} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('formCancel')}</Button>
        <Button type="submit" variant="contained" loading={edit.isPending}>
          {t('formSave')}
        </Button>
      </DialogActions>
    </form>
  );
}

export interface ProductEditDialogProps {
  /** The product being edited; the dialog is closed while undefined. */
  product: AdminProduct | undefined;
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}

/** Edits one product; full screen on phones. */
export function ProductEditDialog({ product, onClose, onSaved }: ProductEditDialogProps) {
  const titleId = useId();
  return (
    <ResponsiveDialog
      open={product !== undefined}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {product === undefined ? null : (
        <ProductEditForm
          key={product.code}
          product={product}
          titleId={titleId}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </ResponsiveDialog>
  );
}
