import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { paymentOptions } from '@kinderwait/contract/constants';
import type { PaymentOption } from '@kinderwait/contract/constants';
import { usePaymentOptions } from '../../../../api/catalogues/get-payment-options';
import { waitlistWizardTexts } from '../../waitlist-wizard-texts';
import { updateDraft } from '../../wizard-store';
import { ChoiceList } from '../choice-list';
import { CatalogueState, StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

const texts = waitlistWizardTexts.payment;

/**
 * The fee brackets of one payment option (Daily, Hourly: docs/product/catalogue.md#fee-brackets) as
 * checkboxes.
 */
function FeeBrackets({ option, hidden }: { option: PaymentOption; hidden: boolean }) {
  const { draft } = useWizard();
  const brackets = usePaymentOptions(option);
  const chosen = draft.PaymentOptions ?? [];
  return (
    <Box
      role="tabpanel"
      id={`wizard-payment-${option}`}
      aria-labelledby={`wizard-payment-tab-${option}`}
      hidden={hidden}
    >
      {hidden ? null : brackets.data === undefined ? (
        <CatalogueState isError={brackets.isError} onRetry={() => void brackets.refetch()} />
      ) : (
        <ChoiceList
          legend={texts.legend[option]}
          choices={brackets.data.map((bracket) => ({ id: bracket.id, name: bracket.label }))}
          value={chosen.filter((id) => brackets.data.some((bracket) => bracket.id === id))}
          onChange={(ids) => {
            const others = chosen.filter(
              (id) => !brackets.data.some((bracket) => bracket.id === id),
            );
            updateDraft({ PaymentOptions: [...others, ...ids] });
          }}
          helperText={chosen.length === 0 ? texts.anyChosen : undefined}
        />
      )}
    </Box>
  );
}

/**
 * The fees the family can pay: fee brackets of GET /api/payment-options, by the day and by the
 * hour on two tabs; PaymentOptions holds the chosen brackets' ids (none: any fee).
 */
export function DailyPaymentStep() {
  const { draft } = useWizard();
  const [option, setOption] = useState<PaymentOption>('Daily');
  const daily = usePaymentOptions('Daily');
  const hourly = usePaymentOptions('Hourly');
  const chosen = new Set(draft.PaymentOptions ?? []);
  const countOf = (items: { id: number }[] | undefined) =>
    (items ?? []).filter((item) => chosen.has(item.id)).length;
  const counts: Record<PaymentOption, number> = {
    Daily: countOf(daily.data),
    Hourly: countOf(hourly.data),
  };

  return (
    <StepFrame
      step="daily-payment"
      beforeNext={() => {
        if (draft.PaymentOptions === undefined) updateDraft({ PaymentOptions: [] });
        return true;
      }}
    >
      <Typography>{texts.intro}</Typography>
      <Box>
        <Tabs
          value={option}
          onChange={(_event, next: PaymentOption) => {
            setOption(next);
          }}
          aria-label={texts.tabsLabel}
          sx={{ mb: 2 }}
        >
          {paymentOptions.map((item) => (
            <Tab
              key={item}
              value={item}
              id={`wizard-payment-tab-${item}`}
              aria-controls={`wizard-payment-${item}`}
              label={`${texts.tab[item]}${texts.chosenCount(counts[item])}`}
            />
          ))}
        </Tabs>
        {paymentOptions.map((item) => (
          <FeeBrackets key={item} option={item} hidden={item !== option} />
        ))}
      </Box>
    </StepFrame>
  );
}
