import { externalBlogUrl } from '@/lib/config/site';

describe("the header's Blog link", () => {
  it('goes to the external blog an http(s) address names', () => {
    expect(externalBlogUrl('https://blog.example.com')).toBe('https://blog.example.com/');
    expect(externalBlogUrl(' http://news.example.org/blog ')).toBe('http://news.example.org/blog');
  });

  it("falls back to the site's own /blog for anything else", () => {
    for (const value of [
      undefined,
      '',
      '   ',
      '/blog',
      'blog.example.com',
      'javascript:alert(1)',
      'ftp://example.com',
    ])
      expect(externalBlogUrl(value)).toBeNull();
  });
});
