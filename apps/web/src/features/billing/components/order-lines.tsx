import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PaymentLine } from '@kinderwait/contract/billing';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import { billingTexts } from '../billing-texts';

const texts = billingTexts.sandbox;

export interface OrderLinesProps {
  caption: string;
  lines: readonly PaymentLine[];
  subtotalAmount: number;
  taxAmount: number;
  taxLabel: string;
  totalAmount: number;
}

/** An order's lines, subtotal, HST and total in CAD: the checkout summary and the receipt. */
export function OrderLines({
  caption,
  lines,
  subtotalAmount,
  taxAmount,
  taxLabel,
  totalAmount,
}: OrderLinesProps) {
  const total = { fontWeight: 700 };
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{texts.product}</TableCell>
          <TableCell scope="col" align="right">
            {texts.quantity}
          </TableCell>
          <TableCell scope="col" align="right">
            {texts.amount}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.productCode}>
            <TableCell scope="row">{line.name}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{formatCad(line.subtotalAmount)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell scope="row" colSpan={2}>
            {texts.subtotal}
          </TableCell>
          <TableCell align="right">{formatCad(subtotalAmount)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell scope="row" colSpan={2}>
            {taxLabel}
          </TableCell>
          <TableCell align="right">{formatCad(taxAmount)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell scope="row" colSpan={2} sx={total}>
            {texts.total}
          </TableCell>
          <TableCell align="right" sx={total}>
            {formatCad(totalAmount)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
