import { authRegisterPath, signInLinkQuery } from '@kinderwait/contract';

/**
 * The origin of `confirmationUrl` when it is one of ours (PUBLIC_ORIGIN or ALLOWED_ORIGINS), else
 * null: the service must never email a link to another site, or it would send phishing for anyone.
 */
export function allowedOriginOf(
  confirmationUrl: string,
  allowedOrigins: readonly string[],
): string | null {
  let url: URL;
  try {
    url = new URL(confirmationUrl);
  } catch {
    return null;
  }
  // Credentials in a link only serve to make it look like another site's.
  if (url.username !== '' || url.password !== '') return null;
  return allowedOrigins.includes(url.origin) ? url.origin : null;
}

/** The link in the email: confirmationUrl with userId and etoken added to its query. */
export function signInLink(confirmationUrl: string, userId: string, etoken: string): string {
  const url = new URL(confirmationUrl);
  url.hash = '';
  url.searchParams.set(signInLinkQuery.userId, userId);
  url.searchParams.set(signInLinkQuery.etoken, etoken);
  return url.toString();
}

export function registerUrl(origin: string): string {
  return `${origin}${authRegisterPath}`;
}
