import 'server-only';
import { requestInformationSchema } from '@/lib/admin/application-schemas';
import { defineCommand, staffOnly } from '../run';
import { applicationRefusal, moveStatus } from './staff-application';

/** Staff ask the customer for something: the application waits on them, and they are mailed what. */
export const requestInformation = defineCommand({
  name: 'applications.requestInformation',
  schema: requestInformationSchema,
  allowed: staffOnly,
  refusalOf: applicationRefusal,
  run: (input, actor, tx) =>
    moveStatus(
      tx,
      actor,
      { ...input, status: 'awaiting_customer' },
      'application.information_requested',
    ),
});
