import { config } from 'zod/mini';

// zod compiles object parsers with `new Function` unless told not to; our Content-Security-Policy
// forbids eval, and zod's probe for it fires a policy violation report. Imported first in main.tsx
// so it runs before any schema parses.
config({ jitless: true });
