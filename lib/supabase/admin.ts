import 'server-only';
import { createClient } from '@supabase/supabase-js';

/**
 * Hosted Supabase's Auth admin API, with the service key (server only, never sent to the
 * browser): what no user may do for themselves through the API, such as removing their auth
 * user once their account's data is gone. Throws without the key: the account would otherwise
 * stay able to sign in to an emptied profile.
 */
export async function deleteHostedAuthUser(userId: string): Promise<void> {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SUPABASE_SECRET_KEY;
  if (!url || !serviceKey)
    throw new Error(
      'Deleting an account on hosted Supabase needs SUPABASE_SERVICE_ROLE_KEY (or SUPABASE_SECRET_KEY).',
    );
  const admin = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await admin.auth.admin.deleteUser(userId);
  // Already gone (an earlier attempt succeeded after its answer was lost): nothing left to do.
  if (error && error.status !== 404)
    throw new Error(`Supabase could not delete the auth user: ${error.message}`);
}
