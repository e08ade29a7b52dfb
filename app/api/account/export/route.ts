import { NextResponse } from 'next/server';
import { exportAccount } from '@/lib/account/export';
import { getSignedInUser } from '@/lib/auth/current-user';

export const dynamic = 'force-dynamic';

/** "Download my data": the signed-in customer's account as a JSON file (lib/account/export.ts). */
export async function GET() {
  const user = await getSignedInUser();
  if (!user)
    return NextResponse.json(
      { error: 'signInRequired' },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    );
  const data = await exportAccount(user.id);
  const day = new Date().toISOString().slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="registra-account-${day}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
