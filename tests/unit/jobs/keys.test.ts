import { jobIdFor, jobKey, uuidV5 } from '@/lib/jobs/keys';
import { messageIdFor } from '@/lib/jobs/mail';

describe('idempotency keys', () => {
  it('derives name-based UUIDs as RFC 4122 §4.3 does (version 5, SHA-1)', () => {
    // Python's uuid.uuid5(uuid.NAMESPACE_DNS, 'www.example.com').
    const dns = Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex');
    expect(uuidV5('www.example.com', dns)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives one job id per queue and key, and another for another key or queue', () => {
    const id = jobIdFor('mail.send', 'mail:application-received:1');
    expect(jobIdFor('mail.send', 'mail:application-received:1')).toBe(id);
    expect(jobIdFor('mail.send', 'mail:application-received:2')).not.toBe(id);
    expect(jobIdFor('test.fail', 'mail:application-received:1')).not.toBe(id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('accepts keys that name an event and refuses blanks, spaces and overlong ones', () => {
    for (const key of [
      'mail:application-received:0b9e',
      'reminder:ng-annual-return:-30',
      'a.b_c@d/e',
    ])
      expect(jobKey.safeParse(key).success).toBe(true);
    for (const key of ['', ' ', 'ab', 'mail: spaced', ':leading', 'x'.repeat(201)])
      expect(jobKey.safeParse(key).success).toBe(false);
  });

  it("writes a mail's Message-ID from its key, in the sender's domain", () => {
    const previous = process.env.MAIL_FROM;
    try {
      process.env.MAIL_FROM = 'Registra <no-reply@mail.registra.example>';
      const id = messageIdFor('mail:application-received:1');
      expect(id).toMatch(/^<[0-9a-f-]{36}@mail\.registra\.example>$/);
      expect(messageIdFor('mail:application-received:1')).toBe(id);
      expect(messageIdFor('mail:application-received:2')).not.toBe(id);
      delete process.env.MAIL_FROM;
      expect(messageIdFor('mail:application-received:1')).toMatch(/@registra\.local>$/);
    } finally {
      if (previous === undefined) delete process.env.MAIL_FROM;
      else process.env.MAIL_FROM = previous;
    }
  });
});
