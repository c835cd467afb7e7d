const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True for this machine. `request.ip` is the socket's address unless TRUST_PROXY names the proxy
 * in front, so a forged X-Forwarded-For cannot make a remote client look local.
 */
export function isLoopback(ip: string): boolean {
  return loopbackAddresses.has(ip);
}
