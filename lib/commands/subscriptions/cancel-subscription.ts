import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { dayIn } from '@/lib/companies/reminders';
import { siteOrigin } from '@/lib/config/site';
import { queryOne } from '@/lib/db/database';
import { asServiceRole } from '@/lib/db/rls';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { accountCompanyPath } from '@/lib/site/paths';
import { cancelSubscriptionSchema } from '@/lib/subscriptions/schemas';
import type { Actor } from '../actor';
import { defineCommand } from '../run';

const customerOrStaff = (actor: Actor) => actor.kind === 'customer' || actor.kind === 'staff';

/**
 * Cancel in one click (issue 34): the owner (or staff for them) cancels a running subscription,
 * effective at the end of the period paid for: it stays active until then, is never renewed,
 * and becomes `cancelled` on its end day (the renewal job). An open renewal order, not yet paid,
 * is cancelled with it. The confirmation mail goes in the owner's language, once per
 * subscription (a cancellation is recorded once: the update only matches one not yet cancelled).
 */
export const cancelSubscription = defineCommand({
  name: 'subscriptions.cancel',
  schema: cancelSubscriptionSchema,
  allowed: customerOrStaff,
  run: async ({ subscriptionId }, actor, tx) => {
    if (actor.kind === 'system') return fail('forbidden');
    // Row-level security: a customer's update matches only their own running subscription.
    const row = await queryOne<{
      id: string;
      owner_id: string;
      company_id: string;
      service: string;
      period_end: string;
      renewal_application_id: string | null;
    }>(
      tx,
      sql`update public.subscriptions set cancel_at_period_end = true, cancel_requested_at = now()
          where id = ${subscriptionId} and state in ('active', 'renewal_due') and not cancel_at_period_end
          returning id, owner_id, company_id, service, period_end::text, renewal_application_id`,
    );
    if (!row) return fail('notCancellable');
    // The renewal order the job made is the system's: its owner may not move it past submitted,
    // nor unlink it (checked above: the subscription is theirs).
    await asServiceRole(tx, async () => {
      if (row.renewal_application_id) {
        await tx.execute(
          sql`update public.applications set status = 'cancelled'
              where id = ${row.renewal_application_id} and status = 'submitted'
                and not exists (select 1 from public.payments p
                                where p.application_id = ${row.renewal_application_id} and p.status = 'confirmed')`,
        );
        await tx.execute(
          sql`update public.subscriptions set renewal_application_id = null, state = 'active' where id = ${row.id}`,
        );
      }
    });
    await recordAudit(tx, actor, {
      action: 'subscription.cancelled',
      targetType: 'subscription',
      targetId: row.id,
      details: { service: row.service, endsOn: row.period_end },
    });
    const owner = await queryOne<{
      email: string | null;
      locale: string | null;
      legal_name: string;
    }>(
      tx,
      sql`select p.email, p.locale, c.legal_name from public.companies c
          left join public.profiles p on p.id = c.owner_id where c.id = ${row.company_id}`,
    );
    if (owner?.email) {
      const locale = isLocale(owner.locale) ? owner.locale : defaultLocale;
      await enqueueMail(
        tx,
        `mail:subscription-cancelled:${row.id}`,
        renderMail(
          'subscriptionCancelled',
          { to: owner.email, locale },
          {
            company: owner.legal_name,
            service: row.service,
            endDate: dayIn(locale, row.period_end),
            url: `${siteOrigin()}${localisedPath(accountCompanyPath(row.company_id), locale)}`,
          },
        ),
      );
    }
    return succeed({ endsOn: row.period_end });
  },
});
