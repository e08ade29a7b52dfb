import 'server-only';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import type { ApiToken } from '@/lib/api/schemas';
import { createTokenSchema } from '@/lib/api/schemas';
import { insertOwnToken } from '@/lib/api/tokens';
import { customersOnly, defineCommand } from '../run';

/**
 * The customer makes a personal access token for /api/v1 and /api/mcp (issue 37): named, scoped
 * (`read`, or `read_order` which may also start orders), its secret returned once (only its hash
 * is kept). Not audited, like the calendar feed: the token is the customer's own secret.
 */
export const createApiToken = defineCommand({
  name: 'api.createToken',
  schema: createTokenSchema,
  allowed: customersOnly,
  run: async (input, actor, tx): Promise<ActionResult<{ token: string; record: ApiToken }>> => {
    if (actor.kind !== 'customer') return fail('forbidden');
    return succeed(await insertOwnToken(tx, actor.user.id, input));
  },
});
