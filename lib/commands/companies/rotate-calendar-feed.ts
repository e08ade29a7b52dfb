import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { feedUrl, rotateOwnFeed } from '@/lib/companies/calendar-feed';
import { calendarFeedSchema } from '@/lib/companies/schemas';
import { customersOnly, defineCommand } from '../run';

/**
 * The customer turns their calendar feed on, or rotates it: a new secret URL, shown once (only
 * its hash is kept); the old one answers 404 from now on. Not audited: the feed is the
 * customer's own secret and changes nothing staff act on.
 */
export const rotateCalendarFeed = defineCommand({
  name: 'companies.rotateCalendarFeed',
  schema: calendarFeedSchema,
  allowed: customersOnly,
  run: async (_input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const token = await rotateOwnFeed(tx, actor.user.id);
    return succeed({ url: feedUrl(token) });
  },
});
