import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { privacyPeriods } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';

const productPage = path.join(import.meta.dirname, '../../../../../docs/product/privacy.md');
/** The policy as the release ships it (the policies module serves it as written there). */
const policyText = fileURLToPath(
  import.meta.resolve('@kinderwait/contract/policy-texts/privacy-policy.md'),
);

/** Each kept kind of data, the words both documents name it by, and its period in the contract. */
const periods: readonly { label: string; period: string }[] = [
  {
    label: 'A "Download my data" archive',
    period: `${String(privacyPeriods.exportLinkDays)} days`,
  },
  {
    label: 'An account waiting to be deleted',
    period: `${String(privacyPeriods.erasureGraceDays)} days`,
  },
  {
    label: 'Inactive waitlist tickets',
    period: `${String(privacyPeriods.inactiveTicketMonths)} months`,
  },
  { label: 'In-app notices', period: `${String(privacyPeriods.noticeMonths)} months` },
  {
    label: 'Assistant conversations',
    period: `${String(privacyPeriods.conversationMonths)} months`,
  },
  { label: 'Finished background jobs', period: `${String(privacyPeriods.finishedJobDays)} days` },
  {
    label: 'Payment records of a deleted account, without a name',
    period: `${String(privacyPeriods.paymentRecordYears)} years`,
  },
];

/** The first period ("24 months") written after `label` on the same line, or undefined. */
function periodAfter(text: string, label: string): string | undefined {
  const line = text.split('\n').find((candidate) => candidate.includes(label));
  if (line === undefined) return undefined;
  return /(\d+ (?:days|months|years|hours))/.exec(
    line.slice(line.indexOf(label) + label.length),
  )?.[1];
}

describe('how long data is kept', () => {
  it('the product page and the privacy policy state the periods the retention jobs apply', async () => {
    const [page, policy] = await Promise.all([
      readFile(productPage, 'utf8'),
      readFile(policyText, 'utf8'),
    ]);
    for (const { label, period } of periods) {
      expect({ label, page: periodAfter(page, label) }).toEqual({ label, page: period });
      expect({ label, policy: periodAfter(policy, label) }).toEqual({ label, policy: period });
    }
  });
});
