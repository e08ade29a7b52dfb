import { NextResponse, type NextRequest } from 'next/server';
import { isHarnessEnabled } from '@/lib/config/harness';
import {
  seedPendingPayment,
  seedSubmittedDelawareFormation,
  seedSubmittedGhanaCompany,
} from '@/lib/payments/harness-queries';
import { seedInboxMessages } from '@/lib/public-forms/harness-queries';

export const dynamic = 'force-dynamic';

/**
 * Test harness only (E2E_HARNESS=1): what the staff console's browser tests start from. POST
 * `{ seed: 'payment', email }` gives that account a submitted application with a pending payment;
 * `{ seed: 'inbox', name, email, locale, cv }` (cv in base64) stores a contact message and a
 * career application with its CV; `{ seed: 'ghana-application', email }` a submitted Ghanaian
 * company application with no payment yet (the payment page's tests); `{ seed:
 * 'delaware-formation', email, name }` a submitted Delaware C-Corporation formation named `name`
 * (the company journey's tests).
 */
export async function POST(request: NextRequest) {
  if (!isHarnessEnabled()) return new NextResponse('Not found', { status: 404 });
  const body = (await request.json()) as {
    seed?: string;
    email?: string;
    name?: string;
    locale?: string;
    cv?: string;
  };
  if (body.seed === 'payment' && body.email) {
    const seeded = await seedPendingPayment(body.email);
    return seeded
      ? NextResponse.json(seeded)
      : NextResponse.json({ error: 'no such account' }, { status: 404 });
  }
  if (body.seed === 'ghana-application' && body.email) {
    const seeded = await seedSubmittedGhanaCompany(body.email);
    return seeded
      ? NextResponse.json(seeded)
      : NextResponse.json({ error: 'no such account' }, { status: 404 });
  }
  if (body.seed === 'delaware-formation' && body.email && body.name) {
    const seeded = await seedSubmittedDelawareFormation(body.email, body.name.slice(0, 150));
    return seeded
      ? NextResponse.json(seeded)
      : NextResponse.json({ error: 'no such account' }, { status: 404 });
  }
  if (body.seed === 'inbox' && body.email && body.name && body.cv) {
    const locale = body.locale === 'fr' ? 'fr' : 'en';
    return NextResponse.json(
      await seedInboxMessages({
        name: body.name,
        email: body.email,
        locale,
        cv: Buffer.from(body.cv, 'base64'),
      }),
    );
  }
  return NextResponse.json({ error: 'unknown seed' }, { status: 400 });
}
