import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@kinderwait/contract/billing';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/use-messages';
import { productWords } from '../../../lib/product-names';
import { billingCatalogue } from '../billing-messages';
import { moneyWords, taxWords } from '../lib/billing-words';

export interface TierCardProps {
  product: Product;
  /** The tax's rate, which names it ("HST 13%"). */
  taxRatePercent: number;
  onCheckout: (product: Product) => void;
  /** This tier's checkout is on its way. */
  pending: boolean;
  /** Any checkout is on its way: one at a time. */
  disabled: boolean;
  /** The user already has it (checkout would refuse it): said, and managed on the profile. */
  held?: boolean;
  error?: string;
}

/** One tier: its price before tax, the HST line, the total, what it includes and its checkout. */
export function TierCard({
  product: served,
  taxRatePercent,
  onCheckout,
  pending,
  disabled,
  held = false,
  error,
}: TierCardProps) {
  const messages = useMessages(billingCatalogue);
  const { t } = messages;
  const money = (cents: number) => moneyWords(messages, cents);
  // Shown in the reader's language; checkout is given the product as served.
  const product = productWords(messages.language, served);
  const headingId = `tier-${product.code}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {product.name}
          </Typography>
          {held && <Chip label={t('pricingHeld')} color="success" size="small" />}
        </Stack>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{product.description}</Typography>
        <Stack
          direction="row"
          sx={{ mt: 2, alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}
        >
          <Typography variant="h4" sx={{ fontWeight: 800 }}>
            {money(product.unitAmount)}
          </Typography>
          <Typography>
            {product.interval === 'month'
              ? t('pricingBeforeTaxMonthly')
              : t('pricingBeforeTaxOnce')}
          </Typography>
        </Stack>
        <Typography variant="body2">
          {t('pricingTaxLine', {
            label: taxWords(messages, taxRatePercent),
            amount: money(product.taxAmount),
          })}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('pricingTotalLine', { amount: money(product.totalAmount) })}
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
          {t('pricingIncludes')}
        </Typography>
        <List dense sx={{ listStyle: 'disc', pl: 3 }}>
          {product.features.map((feature) => (
            <ListItem key={feature} sx={{ display: 'list-item', px: 0 }}>
              {feature}
            </ListItem>
          ))}
        </List>
        {error === undefined ? null : (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        {held ? (
          <>
            <Typography>{t('pricingHeldNote', { name: product.name })}</Typography>
            <Button component={RouterLink} to={paths.app.userProfile.getHref()} variant="outlined">
              {t('pricingManage')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            fullWidth
            disabled={disabled}
            onClick={() => {
              onCheckout(served);
            }}
          >
            {pending ? t('pricingRedirecting') : t('pricingCheckout', { name: product.name })}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
