import type { ArchiveSection, BroadcastOrder } from '@kinderwait/contract';
import {
  ageGroupIds,
  archiveSections,
  broadcastApiPaths,
  buildUrl,
  eventStatisticsApiPaths,
  providerTypeIds,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { insertTestProvider } from '../../test/fixtures/provider-fixtures.ts';
import { createSpotFamily } from '../../test/fixtures/spot-families.ts';
import { cityHall, sendJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { archiveSummary } from './archive-summary.ts';
import { gatherPersonalData } from './personal-data-archive.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

/**
 * Every table holding a row per user or per child (a foreign key to users, children or tickets),
 * and where the archive gives it: an archive section, or why it has no place there. A new such
 * table fails this test until it is given one or the other.
 */
const perPersonTables: Record<string, ArchiveSection | `not exported: ${string}`> = {
  users: 'account',
  user_roles: 'roles',
  user_locations: 'location',
  children: 'children',
  waitlist_tickets: 'tickets',
  childcare_requests: 'requests',
  notices: 'notices',
  conversations: 'conversations',
  checkout_sessions: 'payments',
  subscriptions: 'subscriptions',
  voice_assistants: 'voiceAssistant',
  voice_conversations: 'voiceCalls',
  knowledge_base_items: 'knowledgeBase',
  knowledge_base_chunks: 'knowledgeBase',
  child_access_log: 'childAccess',
  broadcast_orders: 'broadcastOrders',
  broadcast_invitations: 'spotInvitations',
  favorite_providers: 'likedProviders',
  availability_alerts: 'availabilityAlerts',
  survey_responses: 'surveys',
  onboardings: 'onboarding',
  listing_claims: 'listingClaims',
  event_statistics: 'featureClicks',
  // A listing the user owns is the provider's public profile, not data about the person.
  childcare_providers: 'not exported: a listing is the business, shown on its public page',
  offers: 'offers',
  ticket_confirmations: 'not exported: the "still interested?" state, read into each ticket',
  magic_links: 'not exported: sign-in links, hashed and short-lived, kept for security',
  refresh_token_families: 'not exported: session tokens, hashed, kept for security',
  assistant_budget_days: 'not exported: a count of assistant use per day, no content',
  usage_counters: "not exported: a count of a plan's uses, no content",
  plan_locks: 'not exported: a lock row while a plan is bought',
  product_changes: 'not exported: the product change history of SuperAdmins',
  privacy_exports: 'not exported: the archives themselves',
  privacy_erasures: 'not exported: the deletion request, shown on the profile',
  phone_numbers: "not exported: the agent's number is the business's line, shown on the dashboard",
  phone_calls:
    "not exported: Twilio's call id and status; each call's time, length and words are in voiceCalls",
};

forEachDatabase(
  (t) => {
    describe('The data archive covers every kind of personal data', () => {
      it('gives every table keyed to a user, a child or a ticket a section, or says why not', async () => {
        const { db } = t.connection();
        const referencing = await db.execute<{ table_name: string }>(
          sql`select distinct c.conrelid::regclass::text as table_name from pg_constraint c
              where c.contype = 'f'
                and c.confrelid::regclass::text in ('users', 'children', 'waitlist_tickets')`,
        );
        const tables = ['users', ...referencing.rows.map((row) => row.table_name)];
        const missing = tables.filter((table) => !(table in perPersonTables));
        expect(missing).toEqual([]);
        for (const table of tables) {
          const place = perPersonTables[table] ?? '';
          if (!place.startsWith('not exported')) {
            expect(archiveSections, table).toContain(place);
          }
        }
      });

      it('holds the spot invitations told to the family, the providers it liked, its alerts and clicks, in data.json and in words', async () => {
        const app = t.app();
        const { db } = t.connection();
        const owner = await signUp(app, { roles: ['Licenced'] });
        const providerId = await insertTestProvider(db, {
          name: 'Sunny Days',
          providerTypeId: providerTypeIds['licensed-centre'],
          latitude: cityHall.latitude,
          longitude: cityHall.longitude,
          ageGroups: [
            {
              ageGroupId: ageGroupIds.toddler,
              licensedSpaces: 10,
              availableSpaces: 2,
              availableStartDate: '2026-12-15',
              hoursOfBusiness: [0, 1, 2, 3, 4].map((day) => ({
                day,
                timeStart: '07:00',
                timeEnd: '18:00',
              })),
            },
          ],
        });
        await db.execute(
          sql`update childcare_providers set owner_user_id = ${owner.id} where id = ${providerId}`,
        );
        const family = await createSpotFamily(app, 'Wilhelmina', { km: 1 });
        const headers = family.user.headers(roleIds.Parent);
        const spot = await sendJson(
          app,
          'POST',
          broadcastApiPaths.spots,
          { ageGroupId: ageGroupIds.toddler },
          owner.headers(roleIds.Licenced),
        );
        expect(spot.statusCode).toBe(201);
        const orderId = spot.json<BroadcastOrder>().id;
        const paid = await sendJson(
          app,
          'POST',
          buildUrl(broadcastApiPaths.useAllowance, { orderId }),
          {},
          owner.headers(roleIds.Licenced),
        );
        expect(paid.statusCode).toBe(200);
        await app.jobs.drain();
        const liked = await sendJson(
          app,
          'POST',
          waitlistApiPaths.favorites,
          { childcareProviderId: providerId, liked: true },
          headers,
        );
        expect(liked.statusCode).toBe(200);
        const clicked = await sendJson(
          app,
          'POST',
          eventStatisticsApiPaths.collect,
          { eventType: 'feature_unavailable_click', feature: 'Messages', path: '/home' },
          headers,
        );
        expect(clicked.statusCode).toBeLessThan(300);

        const archive = await gatherPersonalData(
          app.services,
          family.user.id,
          () => Promise.resolve([]),
          time.clock(),
        );
        expect(archive.sections.spotInvitations).toEqual([
          expect.objectContaining({
            child: { id: family.childId, firstName: 'Wilhelmina' },
            spot: expect.objectContaining({ providerId, providerName: 'Sunny Days' }) as unknown,
            rank: 1,
            broadcastState: 'sent',
            toldAt: expect.any(String) as unknown,
          }),
        ]);
        expect(archive.sections.likedProviders).toEqual([
          expect.objectContaining({ providerId, providerName: 'Sunny Days' }),
        ]);
        expect(archive.sections.availabilityAlerts).toEqual([
          expect.objectContaining({ ticketId: family.ticketId }),
        ]);
        expect(archive.sections.featureClicks).toEqual([
          expect.objectContaining({ feature: 'Messages', path: '/home' }),
        ]);
        const summary = archiveSummary(archive);
        expect(summary).toContain('## Spots providers told you about: 1');
        expect(summary).toMatch(/- Wilhelmina: Sunny Days, Toddler \(told 2026-11-23T/);
        expect(summary).toContain('## Providers you liked: 1');
        expect(summary).toContain('- Sunny Days, 2026-11-23T');
      });
    });
  },
  { clock: time.clock },
);
