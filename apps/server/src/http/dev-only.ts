import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';

// What the development-only routes (the mail outbox, the telephony sandbox) share: they hold
// working sign-in links and claim codes, so only this machine may read them, and production has
// neither the API nor the web page.

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True for this machine. `request.ip` is the socket's address unless TRUST_PROXY names the proxy
 * in front, so a forged X-Forwarded-For cannot make a remote client look local.
 */
export function isLoopback(ip: string): boolean {
  return loopbackAddresses.has(ip);
}

/**
 * An onRequest hook: the server listens on every interface by default, so a client on another
 * machine is told the route does not exist.
 */
export function loopbackOnly(
  request: FastifyRequest,
  reply: FastifyReply,
  next: HookHandlerDoneFunction,
): void {
  if (isLoopback(request.ip)) {
    next();
    return;
  }
  reply.callNotFound();
}

/** In production the web page of a development tool answers 404, like any unknown path. */
export function hideDevPage(app: FastifyInstance, pagePath: string): void {
  app.get(pagePath, { schema: { hide: true } }, (_request, reply) => {
    reply.callNotFound();
    return reply;
  });
}
