import { clientIp, trustedProxyHops } from '@/lib/security/rate-limit';

describe('client address', () => {
  const h = (entries: Record<string, string>) => new Headers(entries);

  it('takes the address the one proxy in front appended, by default', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientIp(h({ 'x-forwarded-for': '198.51.100.7' }))).toBe('198.51.100.7');
  });

  it('behind a CDN and nginx (2 hops), skips the CDN address nginx appended', () => {
    // The client forged the first entry; the CDN appended the client, nginx the CDN's address.
    const chain = h({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9, 172.16.0.5' });
    expect(clientIp(chain, 2)).toBe('203.0.113.9');
    expect(clientIp(chain, 1)).toBe('172.16.0.5');
    expect(clientIp(chain, 3)).toBe('10.0.0.1');
  });

  it('with fewer entries than hops, takes the leftmost (every entry came from a proxy)', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), 2)).toBe('203.0.113.9');
  });

  it('ignores empty entries and spaces', () => {
    expect(clientIp(h({ 'x-forwarded-for': ' 203.0.113.9 , ,198.51.100.7 ' }), 2)).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to X-Real-IP, then to "unknown"', () => {
    expect(clientIp(h({ 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp(h({}))).toBe('unknown');
  });
});

describe('trusted proxy hops', () => {
  it('reads TRUSTED_PROXY_HOPS, 1 by default or when it is not a positive whole number', () => {
    expect(trustedProxyHops({})).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '0' })).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '-1' })).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '1.5' })).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: 'two' })).toBe(1);
  });

  it('is what clientIp uses when no count is given', () => {
    const chain = new Headers({ 'x-forwarded-for': '203.0.113.9, 172.16.0.5' });
    const before = process.env.TRUSTED_PROXY_HOPS;
    process.env.TRUSTED_PROXY_HOPS = '2';
    try {
      expect(clientIp(chain)).toBe('203.0.113.9');
    } finally {
      if (before === undefined) delete process.env.TRUSTED_PROXY_HOPS;
      else process.env.TRUSTED_PROXY_HOPS = before;
    }
  });
});
