import type { NextRequest } from 'next/server';
import { fail } from '@/lib/actions/result';
import { resultResponse, tooLargeResponse } from '@/lib/actions/http';
import { MAX_DOCUMENT_BYTES } from '@/lib/applications/document-limits';
import { getSignedInUser } from '@/lib/auth/current-user';
import { customer } from '@/lib/commands/actor';
import { uploadProof } from '@/lib/commands/payments/upload-proof';
import { runCommand } from '@/lib/commands/run';
import { MULTIPART_OVERHEAD_BYTES, readFormUpTo } from '@/lib/security/body-limit';

/**
 * The customer's proof of payment (components/account/proof-form.tsx). Who is calling is checked
 * before a byte of the body is read; the body is read as it streams and given up past 5 MB and
 * its multipart overhead, answered 413 with the file's message (issue 28, finding 4; issue 29,
 * finding 6). The rest is the command lib/commands/payments/upload-proof.ts.
 */
export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ reference: string }> },
) {
  const { reference } = await params;
  let user;
  try {
    user = await getSignedInUser();
  } catch (error) {
    console.error('[account] proof: the session could not be checked', error);
    return resultResponse(fail('unavailable'));
  }
  if (!user) return resultResponse(fail('signInRequired'));
  const read = await readFormUpTo(request, MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES);
  if (!read.ok)
    return read.error === 'tooLarge'
      ? tooLargeResponse('file')
      : resultResponse(fail('invalidRequest'));
  const file = read.form.getAll('file').find((v) => v instanceof Blob && v.size > 0);
  return resultResponse(await runCommand(uploadProof, customer(user), { reference, file }));
}
