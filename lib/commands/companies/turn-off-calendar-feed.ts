import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { deleteOwnFeed } from '@/lib/companies/calendar-feed';
import { calendarFeedSchema } from '@/lib/companies/schemas';
import { customersOnly, defineCommand } from '../run';

/** The customer turns their calendar feed off: its URL answers 404 (turning it on again makes a new one). */
export const turnOffCalendarFeed = defineCommand({
  name: 'companies.turnOffCalendarFeed',
  schema: calendarFeedSchema,
  allowed: customersOnly,
  run: async (_input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    if (!(await deleteOwnFeed(tx, actor.user.id))) return fail('notFound');
    return succeed();
  },
});
