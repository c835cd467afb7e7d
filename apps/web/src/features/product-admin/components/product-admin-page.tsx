import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminProduct } from '@kinderwait/contract/billing';
import { useAdminProducts } from '../api/get-admin-products';
import { useMessages } from '../../../lib/i18n/use-messages';
import { limitsInWords, moneyWords, taxWords } from '../lib/change-words';
import { productAdminCatalogue } from '../product-admin-messages';
import { ProductEditDialog } from './product-edit-dialog';

function ProductItem({
  product,
  taxRatePercent,
  onEdit,
}: {
  product: AdminProduct;
  taxRatePercent: number;
  onEdit: () => void;
}) {
  const messages = useMessages(productAdminCatalogue);
  const { t } = messages;
  const price = moneyWords(messages, product.unitAmount);
  const rows: [string, string][] = [
    [t('code'), product.code],
    [
      t('price'),
      product.interval === 'month' ? t('pricePer', { price }) : t('priceOneOff', { price }),
    ],
    [taxWords(messages, taxRatePercent), moneyWords(messages, product.taxAmount)],
    [t('total'), moneyWords(messages, product.totalAmount)],
  ];
  if (product.limitsApply) rows.push([t('limits'), limitsInWords(messages, product.limits)]);
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        {/* A product's words are stored, and edited here, in English. */}
        <Typography component="h2" variant="h6" lang="en">
          {product.name}
        </Typography>
        <Chip
          label={product.active ? t('onSale') : t('offSale')}
          color={product.active ? 'success' : 'default'}
          variant={product.active ? 'filled' : 'outlined'}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} lang="en">
        {product.description}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // On a phone each term sits above its value, so a long term never widens the card.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
          my: 2,
        }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Button
        variant="outlined"
        onClick={onEdit}
        aria-label={t('editLabel', { name: product.name })}
      >
        {t('edit')}
      </Button>
    </Paper>
  );
}

/** The SuperAdmin's products: each with its price in dollars, HST and limits, and an edit form. */
export function ProductAdminPage() {
  return (
    <Suspense fallback={null}>
      <ProductAdminContent />
    </Suspense>
  );
}

function ProductAdminContent() {
  const { t } = useMessages(productAdminCatalogue);
  const products = useAdminProducts();
  const [editing, setEditing] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const editedProduct = products.data?.items.find((item) => item.code === editing);

  let body;
  if (products.isPending) {
    body = <CircularProgress aria-label={t('loading')} />;
  } else if (products.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void products.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else {
    body = (
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {products.data.items.map((product) => (
          <ProductItem
            key={product.code}
            product={product}
            taxRatePercent={products.data.taxRatePercent}
            onEdit={() => {
              setSaved(undefined);
              setEditing(product.code);
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
      <Box role="status" sx={{ mb: saved === undefined ? 0 : 2 }}>
        {saved === undefined ? null : (
          <Alert severity="success">{t('saved', { name: saved })}</Alert>
        )}
      </Box>
      {body}
      <ProductEditDialog
        product={editedProduct}
        onClose={() => {
          setEditing(undefined);
        }}
        onSaved={(product) => {
          setEditing(undefined);
          setSaved(product.name);
        }}
      />
    </Container>
  );
}
