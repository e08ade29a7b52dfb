import 'server-only';
import { fail } from '@/lib/actions/result';
import { changeStatusSchema } from '@/lib/admin/application-schemas';
import { defineCommand, staffOnly } from '../run';
import { applicationRefusal, moveStatus } from './staff-application';

/** Staff move an application along the status machine, with a message the customer is mailed. */
export const changeStatus = defineCommand({
  name: 'applications.changeStatus',
  schema: changeStatusSchema,
  allowed: staffOnly,
  refusalOf: applicationRefusal,
  run: async (input, actor, tx) => {
    // Waiting on the customer always says what for: that move is the information request.
    if (input.status === 'awaiting_customer' && !input.message)
      return fail('invalidRequest', undefined, { fieldErrors: { message: [{ key: 'required' }] } });
    return moveStatus(
      tx,
      actor,
      input,
      input.status === 'awaiting_customer'
        ? 'application.information_requested'
        : 'application.status_changed',
    );
  },
});
