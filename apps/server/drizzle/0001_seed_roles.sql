-- Seeds the roles of SPEC 6 with the stable ids of `roleIds`, their role types and the
-- permission table of docs/permissions.md (`rolePermissions` in packages/contract; a test keeps
-- both in step). Changing a role's permissions later means a new migration, never editing this one.
INSERT INTO "roles" ("id", "code", "name") VALUES
  (1, 'SuperAdmin', 'Administrator'),
  (2, 'Parent', 'Parent'),
  (3, 'Licenced', 'Licensed childcare provider'),
  (4, 'Unlicenced', 'Home childcare provider (unlicensed)'),
  (5, 'BabySitter', 'Babysitter');
--> statement-breakpoint
INSERT INTO "role_types" ("id", "code", "involvement_type") VALUES
  (1, 'childcare', 'offers_care'),
  (2, 'childcare', 'seeks_care'),
  (3, 'platform', 'administers');
--> statement-breakpoint
INSERT INTO "role_to_role_types" ("role_id", "role_type_id") VALUES
  (1, 3),
  (2, 2),
  (3, 1),
  (4, 1),
  (5, 1);
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") VALUES
  (1, 'child.create'),
  (1, 'child.read'),
  (1, 'waitlistTicket.create'),
  (1, 'childcareRequest.create'),
  (1, 'survey.create'),
  (1, 'waitlist.manage'),
  (1, 'availability.notify'),
  (1, 'childcareProvider.manage'),
  (1, 'broadcast.create'),
  (1, 'voiceAgent.manage'),
  (1, 'knowledgeBase.manage'),
  (1, 'checkout.create'),
  (1, 'payment.read'),
  (1, 'user.manage'),
  (1, 'role.assign'),
  (2, 'child.create'),
  (2, 'child.read'),
  (2, 'waitlistTicket.create'),
  (2, 'childcareRequest.create'),
  (2, 'survey.create'),
  (2, 'checkout.create'),
  (2, 'payment.read'),
  (3, 'waitlist.manage'),
  (3, 'availability.notify'),
  (3, 'childcareProvider.manage'),
  (3, 'checkout.create'),
  (3, 'payment.read'),
  (3, 'broadcast.create'),
  (3, 'voiceAgent.manage'),
  (3, 'knowledgeBase.manage'),
  (4, 'waitlist.manage'),
  (4, 'availability.notify'),
  (4, 'childcareProvider.manage'),
  (4, 'checkout.create'),
  (4, 'payment.read'),
  (4, 'broadcast.create'),
  (4, 'voiceAgent.manage'),
  (4, 'knowledgeBase.manage'),
  (5, 'waitlist.manage'),
  (5, 'availability.notify'),
  (5, 'childcareProvider.manage'),
  (5, 'checkout.create'),
  (5, 'payment.read');
