/**
 * The life story's Markdown renderer (decision 038) on hostile input: nothing a visitor's browser
 * could run comes out, raw HTML is shown as text, and only http, https and mailto links survive.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import StoryMarkdown, { safeUrl } from './markdown';

const render = (body: string) => renderToStaticMarkup(<StoryMarkdown body={body} />);

describe('StoryMarkdown', () => {
  it('renders formatting, lists, links and demoted headings', () => {
    const html = render(
      '# Early years\n\n**Kind** and *brave*.\n\n- one\n- two\n\n[Her choir](https://choir.example/) · [Write](mailto:a@example.com)',
    );
    expect(html).toContain('<h4');
    expect(html).not.toMatch(/<h[123]/);
    expect(html).toContain('<strong>Kind</strong>');
    expect(html).toContain('<em>brave</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('href="https://choir.example/"');
    expect(html).toContain('href="mailto:a@example.com"');
  });

  it('shows scripts, handlers and raw HTML as text and drops dangerous links', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<a href="javascript:alert(3)">raw link</a>',
      '[click](javascript:alert(4))',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==)',
      '[spaced]( JAVASCRIPT:alert(6))',
      '![pic](javascript:alert(7))',
      '<iframe src="https://evil.example"></iframe>',
      '<div style="background:url(javascript:alert(8))">x</div>',
      '[ref][r]\n\n[r]: vbscript:msgbox(9)',
    ].join('\n\n');
    const html = render(hostile);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<div style/i);
    // No element carries an event handler or a script URL.
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<[^>]*\ssrc=/i);
    // The raw HTML is still there for the reader, escaped as text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('keeps only http, https and mailto addresses', () => {
    expect(safeUrl('https://a.example')).toBe('https://a.example');
    expect(safeUrl('http://a.example')).toBe('http://a.example');
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'data:text/html,x',
      '/relative',
      '//evil.example',
      'vbscript:x',
    ])
      expect(safeUrl(bad)).toBeNull();
  });
});
