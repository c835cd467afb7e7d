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
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import { paths } from '../../../config/paths';
import { billingTexts } from '../billing-texts';

const texts = billingTexts.pricing;

export interface TierCardProps {
  product: Product;
  taxLabel: string;
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
  product,
  taxLabel,
  onCheckout,
  pending,
  disabled,
  held = false,
  error,
}: TierCardProps) {
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
          {held && <Chip label={texts.held} color="success" size="small" />}
        </Stack>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{product.description}</Typography>
        <Typography sx={{ mt: 2 }}>
          <Typography component="span" variant="h4" sx={{ fontWeight: 800 }}>
            {formatCad(product.unitAmount)}
          </Typography>{' '}
          {texts.beforeTax}, {product.interval === 'month' ? texts.perMonth : texts.oneOff}
        </Typography>
        <Typography variant="body2">
          {texts.taxLine(taxLabel, formatCad(product.taxAmount))}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {texts.totalLine(formatCad(product.totalAmount))}
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
          {texts.includes}
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
            <Typography>{texts.heldNote(product.name)}</Typography>
            <Button component={RouterLink} to={paths.app.userProfile.getHref()} variant="outlined">
              {texts.manage}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            fullWidth
            disabled={disabled}
            onClick={() => {
              onCheckout(product);
            }}
          >
            {pending ? texts.redirecting : texts.checkout(product.name)}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
