import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { revokeTokenSchema } from '@/lib/api/schemas';
import { revokeOwnToken } from '@/lib/api/tokens';
import { customersOnly, defineCommand } from '../run';

/**
 * The customer revokes one of their tokens: the API refuses it (401) from the commit on. Another's
 * token, or one already revoked, is `notFound` (row-level security hides the first).
 */
export const revokeApiToken = defineCommand({
  name: 'api.revokeToken',
  schema: revokeTokenSchema,
  allowed: customersOnly,
  run: async ({ tokenId }, _actor, tx) => {
    if (!(await revokeOwnToken(tx, tokenId))) return fail('notFound');
    return succeed();
  },
});
