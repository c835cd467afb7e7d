/** A contract path template (`/api/users/{userId}`) as a Fastify route (`/api/users/:userId`). */
export function routePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}
