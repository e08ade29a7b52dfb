import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { dayIn } from '@/lib/companies/reminders';
import { siteOrigin } from '@/lib/config/site';
import { queryOne } from '@/lib/db/database';
import { asServiceRole } from '@/lib/db/rls';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { FORWARDING_FEES, officeCountryOf } from '@/lib/mailroom/rules';
import { MAX_SCAN_MB, scanStorage, storeScan } from '@/lib/mailroom/scans';
import {
  completeRequestSchema,
  recordLetterSchema,
  requestLetterSchema,
} from '@/lib/mailroom/schemas';
import { accountCompanyPath } from '@/lib/site/paths';
import { customersOnly, defineCommand, staffOnly } from '../run';

function fileError(key: string): ActionResult<never> {
  return fail('invalidRequest', undefined, {
    fieldErrors: {
      file: [key === 'fileTooLarge' ? { key, values: { max: MAX_SCAN_MB } } : { key }],
    },
  });
}

/**
 * Staff record a letter received for a virtual-office subscription (issue 34): the scan (a PDF,
 * checked by its bytes) is stored before the transaction, then the letter, its audit row and the
 * owner's mail in it; a refused record's scan is removed at once.
 */
export const recordLetter = defineCommand({
  name: 'mailroom.recordLetter',
  schema: recordLetterSchema,
  allowed: staffOnly,
  prepare: async (input, _actor, deps): Promise<ActionResult<{ key: string; size: number }>> => {
    const stored = await storeScan(
      new Uint8Array(await input.file.arrayBuffer()),
      deps.storage ?? scanStorage(),
    );
    if (!stored.ok) return fileError(stored.error);
    return succeed({ key: stored.key, size: stored.size });
  },
  discard: async (stored, deps) => {
    await (deps.storage ?? scanStorage()).remove(stored.key);
  },
  run: async (input, actor, tx, { prepared: scan }) => {
    if (actor.kind !== 'staff') return fail('forbidden');
    const subscription = await queryOne<{
      owner_id: string;
      company_id: string;
      legal_name: string;
      email: string | null;
      locale: string | null;
    }>(
      tx,
      sql`select s.owner_id, s.company_id, c.legal_name, p.email, p.locale
          from public.subscriptions s
          join public.companies c on c.id = s.company_id
          left join public.profiles p on p.id = s.owner_id
          where s.id = ${input.subscriptionId} and s.service = 'virtualOffice'
            and s.state in ('active', 'renewal_due')`,
    );
    if (!subscription)
      return fail('invalidRequest', undefined, {
        fieldErrors: { subscriptionId: [{ key: 'chooseSubscription' }] },
      });
    const letter = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.mailroom_letters
            (subscription_id, owner_id, sender, received_on, category, scan_path, scan_size, recorded_by)
          values (${input.subscriptionId}, ${subscription.owner_id}, ${input.sender}, ${input.receivedOn},
                  ${input.category}, ${scan.key}, ${scan.size}, ${actor.user.id})
          returning id`,
    );
    await recordAudit(tx, actor, {
      action: 'mailroom.letter_recorded',
      targetType: 'mailroom_letter',
      targetId: letter!.id,
      details: {
        subscriptionId: input.subscriptionId,
        category: input.category,
        receivedOn: input.receivedOn,
        size: scan.size,
      },
    });
    if (subscription.email) {
      const locale = isLocale(subscription.locale) ? subscription.locale : defaultLocale;
      await enqueueMail(
        tx,
        `mail:letter-received:${letter!.id}`,
        renderMail(
          'letterReceived',
          { to: subscription.email, locale },
          {
            company: subscription.legal_name,
            sender: input.sender,
            receivedOn: dayIn(locale, input.receivedOn),
            category: input.category,
            url: `${siteOrigin()}${localisedPath(accountCompanyPath(subscription.company_id), locale)}`,
          },
        ),
      );
    }
    return succeed({ letterId: letter!.id });
  },
});

/**
 * The owner asks for a letter's original to be forwarded to an address (at the forwarding fee of
 * its country, frozen on the letter) or shredded; once per letter. Row-level security shows them
 * only their own letters; the write is the system's (a customer writes no letter row).
 */
export const requestLetter = defineCommand({
  name: 'mailroom.requestLetter',
  schema: requestLetterSchema,
  allowed: customersOnly,
  authorise: async ({ letterId }, _actor, tx) =>
    Boolean(
      await queryOne(tx, sql`select 1 as one from public.mailroom_letters where id = ${letterId}`),
    ),
  run: async (input, actor, tx) => {
    // `authorise` found the letter under row-level security: it is the caller's own. A customer
    // may not lock or write it (no update policy), so the check and the write are the system's.
    const outcome = await asServiceRole(tx, async () => {
      const letter = await queryOne<{ jurisdiction: string; request: string | null }>(
        tx,
        sql`select c.jurisdiction, l.request from public.mailroom_letters l
            join public.subscriptions s on s.id = l.subscription_id
            join public.companies c on c.id = s.company_id
            where l.id = ${input.letterId} for update of l`,
      );
      if (!letter) return { error: 'notFound' } as const;
      if (letter.request) return { error: 'alreadyRequested' } as const;
      const country = officeCountryOf(letter.jurisdiction);
      const fee = country ? FORWARDING_FEES[country] : null;
      if (input.request === 'forward') {
        if (!fee) return { error: 'notFound' } as const;
        await tx.execute(
          sql`update public.mailroom_letters
              set request = 'forward', forward_to = ${input.forwardTo}, forward_fee = ${fee.amount},
                  forward_currency = ${fee.currency}, requested_at = now()
              where id = ${input.letterId}`,
        );
      } else {
        await tx.execute(
          sql`update public.mailroom_letters set request = 'shred', requested_at = now()
              where id = ${input.letterId}`,
        );
      }
      return { fee } as const;
    });
    if (outcome.error) return fail(outcome.error);
    const { fee } = outcome;
    await recordAudit(tx, actor, {
      action:
        input.request === 'forward' ? 'mailroom.forward_requested' : 'mailroom.shred_requested',
      targetType: 'mailroom_letter',
      targetId: input.letterId,
      details: input.request === 'forward' ? { fee: fee!.amount, currency: fee!.currency } : {},
    });
    return succeed();
  },
});

/** Staff mark a request done: the original forwarded (with its tracking note) or shredded. */
export const completeLetterRequest = defineCommand({
  name: 'mailroom.completeRequest',
  schema: completeRequestSchema,
  allowed: staffOnly,
  run: async ({ letterId, note }, actor, tx) => {
    const row = await queryOne<{ request: string }>(
      tx,
      sql`update public.mailroom_letters set done_at = now(), done_note = ${note}
          where id = ${letterId} and request is not null and done_at is null
          returning request`,
    );
    if (!row) return fail('notOpen');
    await recordAudit(tx, actor, {
      action: 'mailroom.request_done',
      targetType: 'mailroom_letter',
      targetId: letterId,
      details: { request: row.request, ...(note ? { note } : {}) },
    });
    return succeed();
  },
});
