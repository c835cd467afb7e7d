import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The reminder email's link token: an HMAC of the ticket id under the server secret, for this
 * purpose only. It lets its holder do one harmless thing, say "still interested" for that ticket,
 * so it needs no storage and does not expire.
 */
export function confirmationLinkToken(secret: string, ticketId: string): string {
  return createHmac('sha256', secret).update(`ticket-confirmation:${ticketId}`).digest('base64url');
}

export function confirmationLinkTokenMatches(
  secret: string,
  ticketId: string,
  token: string,
): boolean {
  const expected = Buffer.from(confirmationLinkToken(secret, ticketId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
