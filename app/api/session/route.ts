import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/current-user';

/**
 * Who is signed in, for the header of prerendered pages (components/auth/session-nav.tsx): it
 * asks once per tab whether to show the staff console link. Verified here (getClaims and the
 * role from the database); personal, so never cached.
 */
export async function GET() {
  const user = await getCurrentUser();
  return NextResponse.json(
    { signedIn: user !== null, admin: user?.isAdmin ?? false },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
