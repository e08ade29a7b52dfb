import type { NextRequest } from 'next/server';
import { fail } from '@/lib/actions/result';
import { resultResponse } from '@/lib/actions/http';
import { MAX_DELIVERED_BYTES, MAX_DELIVERED_MB } from '@/lib/applications/document-limits';
import { getCurrentUser } from '@/lib/auth/current-user';
import { staff } from '@/lib/commands/actor';
import { deliverDocument } from '@/lib/commands/applications/deliver-document';
import { runCommand } from '@/lib/commands/run';
import { MULTIPART_OVERHEAD_BYTES, readFormUpTo } from '@/lib/security/body-limit';

/**
 * A document staff deliver to the customer (components/admin/application/staff-forms.tsx). The
 * caller must be staff (the role read from the database) before a byte of the body is read; the
 * body is read as it streams and given up past 10 MB and its multipart overhead (issue 29,
 * finding 6). The rest is the command (lib/commands/applications/deliver-document.ts).
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  let user;
  try {
    user = await getCurrentUser();
  } catch (error) {
    console.error('[admin] delivery: the session could not be checked', error);
    return resultResponse(fail('unavailable'));
  }
  if (!user) return resultResponse(fail('signInRequired'));
  if (!user.isAdmin) return resultResponse(fail('forbidden'));
  const read = await readFormUpTo(request, MAX_DELIVERED_BYTES + MULTIPART_OVERHEAD_BYTES);
  if (!read.ok)
    return resultResponse(
      read.error === 'tooLarge'
        ? fail('invalidRequest', undefined, {
            fieldErrors: { file: [{ key: 'fileTooLarge', values: { max: MAX_DELIVERED_MB } }] },
          })
        : fail('invalidRequest'),
    );
  const { form } = read;
  const result = await runCommand(deliverDocument, staff(user), {
    applicationId: id,
    category: form.get('category'),
    title: form.get('title') ?? '',
    file: form.get('file'),
  });
  return resultResponse(result);
}
