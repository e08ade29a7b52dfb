import type { NextRequest } from 'next/server';
import { fail } from '@/lib/actions/result';
import { resultResponse } from '@/lib/actions/http';
import { getCurrentUser } from '@/lib/auth/current-user';
import { staff } from '@/lib/commands/actor';
import { recordLetter } from '@/lib/commands/mailroom/letters';
import { runCommand } from '@/lib/commands/run';
import { MAX_SCAN_BYTES, MAX_SCAN_MB } from '@/lib/mailroom/scans';
import { MULTIPART_OVERHEAD_BYTES, readFormUpTo } from '@/lib/security/body-limit';

/**
 * A letter staff record in the mailroom, with its scan (components/mailroom/record-letter-form.tsx).
 * The caller must be staff (the role read from the database) before a byte of the body is read;
 * the body is given up past 10 MB and its multipart overhead. The rest is the command
 * (lib/commands/mailroom/letters.ts).
 */
export async function POST(request: NextRequest) {
  let user;
  try {
    user = await getCurrentUser();
  } catch (error) {
    console.error('[mailroom] record: the session could not be checked', error);
    return resultResponse(fail('unavailable'));
  }
  if (!user) return resultResponse(fail('signInRequired'));
  if (!user.isAdmin) return resultResponse(fail('forbidden'));
  const read = await readFormUpTo(request, MAX_SCAN_BYTES + MULTIPART_OVERHEAD_BYTES);
  if (!read.ok)
    return resultResponse(
      read.error === 'tooLarge'
        ? fail('invalidRequest', undefined, {
            fieldErrors: { file: [{ key: 'fileTooLarge', values: { max: MAX_SCAN_MB } }] },
          })
        : fail('invalidRequest'),
    );
  const { form } = read;
  const result = await runCommand(recordLetter, staff(user), {
    subscriptionId: form.get('subscriptionId') ?? undefined,
    sender: form.get('sender') ?? undefined,
    receivedOn: form.get('receivedOn') ?? undefined,
    category: form.get('category') ?? undefined,
    file: form.get('file'),
  });
  return resultResponse(result);
}
