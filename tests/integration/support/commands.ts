import type { CurrentUser } from '@/lib/auth/current-user';
import { actorOf, type Actor } from '@/lib/commands/actor';
import { addNote } from '@/lib/commands/applications/add-note';
import { assign } from '@/lib/commands/applications/assign';
import { changeStatus } from '@/lib/commands/applications/change-status';
import { deliverDocument } from '@/lib/commands/applications/deliver-document';
import { requestInformation } from '@/lib/commands/applications/request-information';
import { confirmPayment } from '@/lib/commands/payments/confirm-payment';
import { rejectPayment } from '@/lib/commands/payments/reject-payment';
import { runCommand, type CommandDeps } from '@/lib/commands/run';

/**
 * The console's commands for one actor, as the server actions run them (a person's actor is the
 * role their user has: staff when admin, else a customer, as actorFromSession builds it).
 */
export function consoleCommands(who: CurrentUser | Actor, deps: CommandDeps = {}) {
  const actor = 'kind' in who ? who : actorOf(who);
  return {
    changeStatus: (raw: unknown) => runCommand(changeStatus, actor, raw, deps),
    requestInformation: (raw: unknown) => runCommand(requestInformation, actor, raw, deps),
    addNote: (raw: unknown) => runCommand(addNote, actor, raw, deps),
    assign: (raw: unknown) => runCommand(assign, actor, raw, deps),
    deliverDocument: (raw: unknown) => runCommand(deliverDocument, actor, raw, deps),
    confirmPayment: (raw: unknown) => runCommand(confirmPayment, actor, raw, deps),
    rejectPayment: (raw: unknown) => runCommand(rejectPayment, actor, raw, deps),
  };
}
