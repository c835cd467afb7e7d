import { z } from 'zod';

/** An email address as every payload takes it (RFC 5321 caps a path at 254 characters). */
export const Email = z.email().max(254);
