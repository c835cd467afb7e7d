import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PaymentLine } from '@kinderwait/contract/billing';
import { useMessages } from '../../../lib/i18n/use-messages';
import { productName } from '../../../lib/product-names';
import { billingCatalogue } from '../billing-messages';
import { moneyWords, taxWords } from '../lib/billing-words';

export interface OrderLinesProps {
  caption: string;
  lines: readonly PaymentLine[];
  subtotalAmount: number;
  taxAmount: number;
  /** The tax's rate, which names it ("HST 13%"). */
  taxRatePercent: number;
  totalAmount: number;
}

/** An order's lines, subtotal, HST and total in CAD: the checkout summary and the receipt. */
export function OrderLines({
  caption,
  lines,
  subtotalAmount,
  taxAmount,
  taxRatePercent,
  totalAmount,
}: OrderLinesProps) {
  const messages = useMessages(billingCatalogue);
  const { t } = messages;
  const money = (cents: number) => moneyWords(messages, cents);
  const total = { fontWeight: 700 };
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('orderProduct')}</TableCell>
          <TableCell scope="col" align="right">
            {t('orderQuantity')}
          </TableCell>
          <TableCell scope="col" align="right">
            {t('orderAmount')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.productCode}>
            <TableCell scope="row">
              {productName(messages.language, line.productCode, line.name)}
            </TableCell>
            <TableCell align="right">{messages.intl.formatNumber(line.quantity)}</TableCell>
            <TableCell align="right">{money(line.subtotalAmount)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell scope="row" colSpan={2}>
            {t('orderSubtotal')}
          </TableCell>
          <TableCell align="right">{money(subtotalAmount)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell scope="row" colSpan={2}>
            {taxWords(messages, taxRatePercent)}
          </TableCell>
          <TableCell align="right">{money(taxAmount)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell scope="row" colSpan={2} sx={total}>
            {t('orderTotal')}
          </TableCell>
          <TableCell align="right" sx={total}>
            {money(totalAmount)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
