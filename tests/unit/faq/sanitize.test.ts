import { sanitizeFaqHtml } from '@/lib/faq/sanitize';

/** Payloads from the usual XSS cheat sheets: each must come out without any way to run script. */
const payloads: Array<[string, string]> = [
  ['a script tag', '<p>Hi</p><script>alert(1)</script>'],
  ['a script tag with a source', '<script src="https://evil.example/x.js"></script>'],
  ['an image with onerror', '<img src=x onerror="alert(1)">'],
  ['an event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">Click</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">Open</a>'],
  ['a javascript: link hidden by case and entities', '<a href="JaVaScRiPt&#58;alert(1)">Open</a>'],
  ['a javascript: link with a tab inside', '<a href="java\tscript:alert(1)">Open</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">Open</a>'],
  [
    'a data: HTML link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a>',
  ],
  ['an SVG with onload', '<svg onload="alert(1)"><circle r="10"/></svg>'],
  ['an SVG with a script inside', '<svg><script>alert(1)</script></svg>'],
  [
    'an SVG animate that sets href',
    '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ['a style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>Text</p>'],
  ['a style attribute', '<p style="background-image:url(javascript:alert(1))">Text</p>'],
  ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['an object/embed', '<object data="evil.swf"></object><embed src="evil.swf">'],
  ['a form with formaction', '<form><button formaction="javascript:alert(1)">Go</button></form>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a base tag', '<base href="https://evil.example/">'],
  [
    'mutation XSS through noscript',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  ],
  ['an unclosed tag trick', '<p>ok<img src=x onerror=alert(1)//'],
  [
    'a math/mglyph namespace confusion',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ],
];

describe('sanitizeFaqHtml', () => {
  it.each(payloads)('neutralises %s', (_name, payload) => {
    const clean = sanitizeFaqHtml(payload);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text\/html/i);
    expect(clean).not.toMatch(
      /<(style|svg|iframe|object|embed|form|meta|base|img|math|noscript)\b/i,
    );
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps the formatting an answer needs', () => {
    const html =
      '<p>Use <strong>two</strong> <em>names</em>.</p><ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><p>Line<br>break <code>RC</code> <abbr title="Corporate Affairs Commission">CAC</abbr></p>';
    expect(sanitizeFaqHtml(html)).toBe(html);
  });

  it('keeps links to our pages, https sites, e-mail and phone numbers', () => {
    const html =
      '<p><a href="/compare">compare</a> <a href="/fr/pricing">tarifs</a> <a href="https://www.cac.gov.ng/">CAC</a> <a href="mailto:hello@registra.example">mail</a> <a href="tel:+2342013304500">call</a></p>';
    expect(sanitizeFaqHtml(html)).toBe(html);
  });

  it('drops protocol-relative links, which would leave the site', () => {
    expect(sanitizeFaqHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });

  it('keeps the text of removed elements so an answer is never silently lost', () => {
    expect(sanitizeFaqHtml('<div><span>Kept text</span></div>')).toBe('Kept text');
  });

  it('drops attributes that are not on the allow-list', () => {
    expect(sanitizeFaqHtml('<p class="x" id="y" data-x="1" aria-hidden="true">T</p>')).toBe(
      '<p>T</p>',
    );
    expect(sanitizeFaqHtml('<a href="/faq" target="_blank">T</a>')).toBe('<a href="/faq">T</a>');
  });
});
