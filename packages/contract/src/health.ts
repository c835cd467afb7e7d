import { z } from 'zod';

export const healthApiPaths = {
  health: '/api/health',
} as const;

/** GET /api/health: 200 when the database answers, 503 with the same body when it does not. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
