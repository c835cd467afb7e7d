import { z } from 'zod';

/** The one error body every API error uses (DESIGN 5). */
export const ApiErrorBody = z.object({
  message: z.string(),
  detail: z.string().optional(),
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
