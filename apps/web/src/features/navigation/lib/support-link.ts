import { brand } from '@kinderwait/contract/brand';

export interface SupportLink {
  href: string;
  /** True for the chat-group link, which opens in a new tab. */
  newTab: boolean;
}

function configuredChatUrl(): string | undefined {
  const value: unknown = import.meta.env.VITE_SUPPORT_CHAT_URL;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the Support tab leads (SPEC 2.16): the chat-group link set at build time in
 * VITE_SUPPORT_CHAT_URL, in a new tab; without one (or with one that is not an http(s) URL), an
 * email to the support address.
 */
export function supportLink(): SupportLink {
  const chatUrl = configuredChatUrl();
  return chatUrl === undefined
    ? { href: `mailto:${brand.supportEmail}`, newTab: false }
    : { href: chatUrl, newTab: true };
}
