import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TimelineEvent, TimelineEventInputSchema, UserQuotas } from '@chronodeck/contract';
import type { Database } from '../../db/client';
import { eventJson } from '../../db/event-json';
import { userListVersion, type ListCache } from '../../db/list-cache';
import { jsonArray, paged, PAGE_SIZE, type JsonChunks } from '../../db/paged-json';
import { insertWithinQuotas, type QuotaCheck } from '../../db/quota';
import { timelineEvents } from '../../db/schema';

/** A validated timeline event, defaults applied. */
export type TimelineEventFields = z.output<typeof TimelineEventInputSchema>;

/** The columns timeline events and deck cards share. */
type EventRow = Omit<typeof timelineEvents.$inferSelect, 'userId' | 'createdAt'>;

export const toTimelineEvent = (row: EventRow): TimelineEvent => ({
  _id: row.id,
  title: row.title,
  year: row.year,
  category: row.category,
  description: row.description,
  summary: row.summary,
  links: row.links,
  disableAI: row.disableAI,
  bulletPointsSummary: row.bulletPointsSummary,
});

/**
 * Every query is scoped to its owner: another user's event is simply not found. A student holds
 * at most `quotas.timelineEvents` events.
 */
export function createTimelineRepository(
  db: Database,
  quotas: UserQuotas,
  lists: ListCache,
  pageSize = PAGE_SIZE,
) {
  const timelineVersionOf = userListVersion(db, 'timelineVersion');
  const ownedBy = (userId: string, id: string) =>
    and(eq(timelineEvents.userId, userId), eq(timelineEvents.id, id));

  // Prepared once: students read their timeline on every visit to My Studies.
  const eventsOf = db
    .select({ event: eventJson(timelineEvents) })
    .from(timelineEvents)
    .where(eq(timelineEvents.userId, sql.placeholder('userId')))
    .orderBy(asc(timelineEvents.year), asc(timelineEvents.createdAt), asc(timelineEvents.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('timeline_events_of');

  return {
    /** The student's events, earliest year first (TimelineEventListSchema as JSON text). */
    list: (userId: string): JsonChunks =>
      lists.list(`timeline:${userId}`, timelineVersionOf(userId), () =>
        jsonArray(
          paged((page) => eventsOf.execute({ userId, ...page }), pageSize),
          async function* ({ event }) {
            yield event;
          },
        ),
      ),

    /** Throws QUOTA_EXCEEDED when the student's timeline is full. */
    async insert(userId: string, fields: TimelineEventFields): Promise<TimelineEvent> {
      const timelineSize: QuotaCheck = {
        quota: 'timelineEvents',
        count: (tx) => tx.$count(timelineEvents, eq(timelineEvents.userId, userId)),
      };
      const [row] = await insertWithinQuotas(db, { id: userId, quotas }, [timelineSize], (tx) =>
        tx
          .insert(timelineEvents)
          .values({ ...fields, userId })
          .returning(),
      );
      if (!row) throw new Error('insert returned no row');
      return toTimelineEvent(row);
    },

    async update(
      userId: string,
      id: string,
      fields: TimelineEventFields,
    ): Promise<TimelineEvent | null> {
      const [row] = await db
        .update(timelineEvents)
        .set(fields)
        .where(ownedBy(userId, id))
        .returning();
      return row ? toTimelineEvent(row) : null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(timelineEvents)
        .where(ownedBy(userId, id))
        .returning({ id: timelineEvents.id });
      return removed.length > 0;
    },
  };
}

export type TimelineRepository = ReturnType<typeof createTimelineRepository>;
