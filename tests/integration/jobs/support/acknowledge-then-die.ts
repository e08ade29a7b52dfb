/**
 * The server that dies (tests/integration/jobs/mail-survives-kill.test.ts), run as a child
 * process: it opens the database (argv[2]: a PostgreSQL URL, or a PGlite data folder), starts
 * its job queue as a server does, takes one contact form message the way the form's action does,
 * prints the answer, and waits to be killed (SIGKILL) before its worker may take the mail. It
 * runs no worker (`work: false`), so the kill always comes between the answer and the send.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { openPglite, openPostgres } from '@/lib/db/database';
import { startJobQueue } from '@/lib/jobs/queue';
import { submitContactMessageWith } from '@/lib/public-forms/contact/submit';
import { createCaptchaChallenge } from '@/lib/security/captcha/captcha';

async function main() {
  const [target, email] = process.argv.slice(2) as [string, string];
  const database = /^postgres(ql)?:/.test(target)
    ? openPostgres(target, { max: 2 })
    : await openPglite(target);
  await startJobQueue(database, { work: false });
  const challenge = await createCaptchaChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  const result = await submitContactMessageWith(
    {
      name: 'Ada Okafor',
      email,
      phone: '',
      country: 'NG',
      topic: 'company',
      message: 'Sent just before the server was killed.',
      altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
    'en',
    { database, ip: '198.51.100.7' },
  );
  process.stdout.write(`${JSON.stringify({ answered: result })}\n`);
  setInterval(() => {}, 60_000);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  process.exit(1);
});
