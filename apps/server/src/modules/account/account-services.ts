import type { App } from '../../app.ts';
import { createRolesService } from '../roles/roles.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createUsersService } from '../users/users.service.ts';
import type { FieldChecksService } from './field-checks.service.ts';
import { createFieldChecksService } from './field-checks.service.ts';
import type { MagicLinksService } from './magic-links.service.ts';
import { createMagicLinksService } from './magic-links.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { createSessionsService, noChildrenYet } from './sessions.service.ts';

export interface AccountServices {
  users: UsersService;
  sessions: SessionsService;
  magicLinks: MagicLinksService;
  fieldChecks: FieldChecksService;
}

/** Wires the account module's services from the app's infrastructure (database, mail, clock). */
export function createAccountServices(app: App): AccountServices {
  const users = createUsersService({
    db: app.db,
    clock: app.clock,
    roles: createRolesService(app.db),
  });
  const sessions = createSessionsService({
    db: app.db,
    clock: app.clock,
    accessTokens: app.accessTokens,
    users,
    // The children module (a later issue) replaces this with its own count.
    countChildren: noChildrenYet,
  });
  const magicLinks = createMagicLinksService({
    db: app.db,
    clock: app.clock,
    mail: app.mail,
    users,
    sessions,
    allowedOrigins: [app.config.PUBLIC_ORIGIN, ...app.config.ALLOWED_ORIGINS],
    perEmailLimit: app.config.MAGIC_LINKS_PER_EMAIL,
    log: app.log,
  });
  return { users, sessions, magicLinks, fieldChecks: createFieldChecksService(users) };
}
