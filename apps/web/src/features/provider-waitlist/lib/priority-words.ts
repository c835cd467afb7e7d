import {
  defaultWaitlistPriorities,
  type WaitlistPriorityCode,
} from '@kinderwait/contract/provider-waitlist';
import type { ProviderWaitlistKey, ProviderWaitlistMessages } from '../provider-waitlist-messages';

const predefinedKeys: Record<Exclude<WaitlistPriorityCode, 'custom'>, ProviderWaitlistKey> = {
  sibling_enrolled: 'priorityNameSiblingEnrolled',
  staff_child: 'priorityNameStaffChild',
  returning_family: 'priorityNameReturningFamily',
  fee_subsidy: 'priorityNameFeeSubsidy',
  community_partner: 'priorityNameCommunityPartner',
};

/**
 * A priority category's name in the reader's language. The five predefined categories keep the
 * server's English name (a provider cannot rename them), so they are worded from the catalogue,
 * found by their code or, where only the name travels (a family's priorities), by that fixed name;
 * a custom category is named as its provider wrote it.
 */
export function priorityName(
  { t }: Pick<ProviderWaitlistMessages, 't'>,
  priority: { name: string; code?: WaitlistPriorityCode },
): string {
  const predefined = defaultWaitlistPriorities.find((item) =>
    priority.code === undefined ? item.name === priority.name : item.code === priority.code,
  );
  return predefined === undefined ? priority.name : t(predefinedKeys[predefined.code]);
}
