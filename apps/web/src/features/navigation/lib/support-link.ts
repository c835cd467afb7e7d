import { brand } from '@kinderwait/contract/brand';
import { env } from '../../../config/env';

export interface SupportLink {
  href: string;
  /** True for the chat-group link, which opens in a new tab. */
  newTab: boolean;
}

/**
 * Where the Support tab leads (docs/product/app-shell.md#support): the chat-group link set at build
 * time in VITE_SUPPORT_CHAT_URL (an http(s) URL, or the build fails), in a new tab; without one, an
 * email to the support address.
 */
export function supportLink(chatUrl: string | undefined = env.supportChatUrl): SupportLink {
  return chatUrl === undefined
    ? { href: `mailto:${brand.supportEmail}`, newTab: false }
    : { href: chatUrl, newTab: true };
}
