import { NextResponse, type NextRequest } from 'next/server';
import {
  harnessConfirmPayment,
  harnessDeliver,
  harnessRecordPayment,
  harnessRequestInformation,
} from '@/lib/account/harness-queries';
import { isHarnessEnabled } from '@/lib/config/harness';

export const dynamic = 'force-dynamic';

type Body =
  | { action: 'requestInformation'; reference: string; message: string }
  | { action: 'recordPayment'; reference: string }
  | { action: 'confirmPayment'; reference: string }
  | { action: 'deliver'; reference: string; base64: string; category: string; fileName: string };

/** Test harness only (E2E_HARNESS=1): staff's moves on an application, for the account's browser tests. */
export async function POST(request: NextRequest) {
  if (!isHarnessEnabled()) return new NextResponse('Not found', { status: 404 });
  const body = (await request.json()) as Body;
  switch (body.action) {
    case 'requestInformation':
      await harnessRequestInformation(body.reference, body.message);
      return NextResponse.json({ ok: true });
    case 'recordPayment':
      await harnessRecordPayment(body.reference);
      return NextResponse.json({ ok: true });
    case 'confirmPayment':
      await harnessConfirmPayment(body.reference);
      return NextResponse.json({ ok: true });
    case 'deliver':
      return NextResponse.json({
        ok: true,
        key: await harnessDeliver(
          body.reference,
          Buffer.from(body.base64, 'base64'),
          body.category,
          body.fileName,
        ),
      });
    default:
      return NextResponse.json({ error: 'unknown action' }, { status: 400 });
  }
}
