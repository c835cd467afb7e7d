import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { ConversationFeature, MessageRole } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';
import {
  assistantBudgetDays,
  conversationMessages,
  conversations,
} from './conversations.tables.ts';

/** Which conversation: always the caller's own (the user id comes from the access token). */
export interface ConversationKey {
  userId: string;
  feature: ConversationFeature;
  nameSuffix: string;
}

export interface StoredMessage {
  role: MessageRole;
  content: string;
  hiddenContent: string | null;
}

const keyCondition = ({ userId, feature, nameSuffix }: ConversationKey) =>
  and(
    eq(conversations.userId, userId),
    eq(conversations.feature, feature),
    eq(conversations.nameSuffix, nameSuffix),
  );

export async function findConversationId(
  db: Database,
  key: ConversationKey,
): Promise<string | undefined> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(keyCondition(key));
  return rows[0]?.id;
}

/** The conversation's id, created when it does not exist (concurrent creations agree on one). */
export async function ensureConversation(
  db: Database,
  key: ConversationKey,
  now: Date,
): Promise<string> {
  await db
    .insert(conversations)
    .values({ ...key, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const id = await findConversationId(db, key);
  if (id === undefined) throw new Error('The conversation vanished right after its creation');
  return id;
}

export async function listMessages(db: Database, conversationId: string): Promise<StoredMessage[]> {
  const rows = await db
    .select({
      role: conversationMessages.role,
      content: conversationMessages.content,
      hiddenContent: conversationMessages.hiddenContent,
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.id));
  // The table's check constraint admits only the three roles.
  return rows.map((row) => ({ ...row, role: row.role as MessageRole }));
}

/** Appends messages in the given order. */
export async function appendMessages(
  db: Database,
  conversationId: string,
  messages: readonly StoredMessage[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  // One row at a time: the identity then follows the list's order for certain.
  for (const message of messages) {
    await db.insert(conversationMessages).values({ conversationId, ...message, createdAt: now });
  }
  await db
    .update(conversations)
    .set({ updatedAt: now })
    .where(eq(conversations.id, conversationId));
}

/** Deletes the conversation and its messages; false when there was none. */
export async function deleteConversation(db: Database, key: ConversationKey): Promise<boolean> {
  const rows = await db
    .delete(conversations)
    .where(keyCondition(key))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

export interface BudgetUse {
  messages: number;
  tokens: number;
}

/**
 * Takes one message of the user's day ('YYYY-MM-DD', Toronto) if neither limit is reached, in one
 * conditional upsert: concurrent requests, in this process or another, cannot pass the limit
 * together (the row lock orders them and each sees the count the one before left).
 */
export async function reserveBudgetMessage(
  db: Database,
  userId: string,
  day: string,
  limits: BudgetUse,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(assistantBudgetDays)
    .values({ userId, day, messages: 1, tokens: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: [assistantBudgetDays.userId, assistantBudgetDays.day],
      set: { messages: sql`${assistantBudgetDays.messages} + 1`, updatedAt: now },
      setWhere: and(
        lt(assistantBudgetDays.messages, limits.messages),
        lt(assistantBudgetDays.tokens, limits.tokens),
      ),
    })
    .returning({ messages: assistantBudgetDays.messages });
  return rows.length > 0;
}

/**
 * Adds to the day's use in one upsert (concurrent turns add up, none is lost): a turn's tokens, or
 * -1 message to give back a reservation the plan then refused.
 */
export async function addBudgetUse(
  db: Database,
  userId: string,
  day: string,
  use: BudgetUse,
  now: Date,
): Promise<void> {
  await db
    .insert(assistantBudgetDays)
    .values({ userId, day, ...use, updatedAt: now })
    .onConflictDoUpdate({
      target: [assistantBudgetDays.userId, assistantBudgetDays.day],
      set: {
        messages: sql`${assistantBudgetDays.messages} + ${use.messages}::integer`,
        // Capped below integer overflow: a day past the budget is refused either way.
        tokens: sql`least(${assistantBudgetDays.tokens}::bigint + ${use.tokens}::bigint, 2000000000)::integer`,
        updatedAt: now,
      },
    });
}

export interface ArchivedConversation {
  id: string;
  feature: string;
  nameSuffix: string;
  createdAt: Date;
  updatedAt: Date;
  messages: (StoredMessage & { createdAt: Date })[];
}

export async function conversationsOfUser(
  db: Database,
  userId: string,
): Promise<ArchivedConversation[]> {
  const list = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(asc(conversations.createdAt));
  const result: ArchivedConversation[] = [];
  for (const conversation of list) {
    const messages = await db
      .select({
        role: conversationMessages.role,
        content: conversationMessages.content,
        hiddenContent: conversationMessages.hiddenContent,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id))
      .orderBy(asc(conversationMessages.id));
    result.push({
      id: conversation.id,
      feature: conversation.feature,
      nameSuffix: conversation.nameSuffix,
      createdAt: conversation.createdAt,
      updatedAt: conversation.updatedAt,
      messages: messages.map((message) => ({ ...message, role: message.role as MessageRole })),
    });
  }
  return result;
}

/** Conversations whose last change (a message updates it) is before `before`. */
export async function deleteConversationsIdleSince(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(conversations)
    .where(lt(conversations.updatedAt, before))
    .returning({ id: conversations.id });
  return rows.length;
}
