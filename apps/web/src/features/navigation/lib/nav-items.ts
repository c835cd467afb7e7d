import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { permissions } from '@kinderwait/contract/constants';
import type { Permission } from '@kinderwait/contract/constants';
import { paths } from '../../../config/paths';
import {
  BookingIcon,
  MessagesIcon,
  SubletIcon,
  SupportIcon,
  WaitlistIcon,
} from '../components/nav-icons';
import type { UnavailableFeature } from '../hooks/use-unavailable-feature';
import type { NavigationKey } from '../navigation-messages';

export type NavAction =
  | { kind: 'link'; href: string }
  | { kind: 'unavailable'; feature: UnavailableFeature }
  | { kind: 'support' };

export interface NavItem {
  id: string;
  /** The key of its label in the navigation's catalogue. */
  label: NavigationKey;
  icon: ComponentType<SvgIconProps>;
  action: NavAction;
  /** Hidden unless the current role holds it (docs/product/app-shell.md#navigation). */
  permission?: Permission;
}

/**
 * The tab bar's destinations (docs/product/app-shell.md#navigation) after Menu, in the tab bar's
 * order.
 */
export const featureNavItems: readonly NavItem[] = [
  {
    id: 'waitlist',
    label: 'tabWaitlist',
    icon: WaitlistIcon,
    action: { kind: 'link', href: paths.app.waitlistChildren.getHref() },
    permission: permissions.waitlistTicketCreate,
  },
  {
    id: 'booking',
    label: 'tabBooking',
    icon: BookingIcon,
    action: { kind: 'unavailable', feature: 'Booking' },
  },
  {
    id: 'sublet',
    label: 'tabSublet',
    icon: SubletIcon,
    action: { kind: 'unavailable', feature: 'Sublet' },
  },
  {
    id: 'messages',
    label: 'tabMessages',
    icon: MessagesIcon,
    action: { kind: 'unavailable', feature: 'Messages' },
  },
  { id: 'support', label: 'tabSupport', icon: SupportIcon, action: { kind: 'support' } },
];

/**
 * The items the current role may see. While its permissions load (undefined), items that need
 * one stay hidden rather than flashing in and out.
 */
export function visibleNavItems(
  items: readonly NavItem[],
  held: readonly string[] | undefined,
): NavItem[] {
  return items.filter(
    (item) => item.permission === undefined || (held?.includes(item.permission) ?? false),
  );
}
