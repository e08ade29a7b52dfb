import type { NextRequest } from 'next/server';
import { MAX_MESSAGE, MAX_REPLY_FILES } from '@/lib/account/schemas';
import { fail } from '@/lib/actions/result';
import { resultResponse, tooLargeResponse } from '@/lib/actions/http';
import { MAX_DOCUMENT_BYTES } from '@/lib/applications/document-limits';
import { getSignedInUser } from '@/lib/auth/current-user';
import { customer } from '@/lib/commands/actor';
import { answerRequest } from '@/lib/commands/applications/answer-request';
import { runCommand } from '@/lib/commands/run';
import { MULTIPART_OVERHEAD_BYTES, readFormUpTo } from '@/lib/security/body-limit';

/** Three files of 5 MB, the message (at most 4 bytes a character) and the multipart around them. */
const LIMIT = MAX_REPLY_FILES * MAX_DOCUMENT_BYTES + MAX_MESSAGE * 4 + MULTIPART_OVERHEAD_BYTES;

/**
 * The customer's answer to a request for information (components/account/reply-form.tsx): who is
 * calling is checked first, then the body is read as it streams and given up past its limit,
 * answered 413 with the files' message (issue 28, finding 4; issue 29, finding 6). Each file is
 * checked again against 5 MB. The rest is the command lib/commands/applications/answer-request.ts.
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
    console.error('[account] reply: the session could not be checked', error);
    return resultResponse(fail('unavailable'));
  }
  if (!user) return resultResponse(fail('signInRequired'));
  const read = await readFormUpTo(request, LIMIT);
  if (!read.ok)
    return read.error === 'tooLarge'
      ? tooLargeResponse('files')
      : resultResponse(fail('invalidRequest'));
  const files = read.form.getAll('files').filter((v) => v instanceof Blob && v.size > 0);
  return resultResponse(
    await runCommand(answerRequest, customer(user), {
      reference,
      message: read.form.get('message'),
      files,
    }),
  );
}
