import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '.';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, links and tables', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and _em_.\n\n- one\n- two\n\n[Site](https://agency.pk)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="https://agency.pk" rel="noopener noreferrer">Site</a>');
    expect(html).toContain('<td>1</td>');
  });

  it.each([
    ['<script>alert(1)</script>', /<script/i],
    ['<img src="x" onerror="alert(1)">', /onerror=/i],
    ['[click](javascript:alert(1))', /javascript:/i],
    ['<a href="data:text/html,hi">x</a>', /href="data:/i],
    ['<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['<p style="color:red">x</p>', /style=/i],
    ['![x](http://tracker.example/p.gif)', /src="http:/i],
  ])('leaves nothing dangerous of %s', (source, forbidden) => {
    expect(renderMarkdown(source)).not.toMatch(forbidden);
  });

  it('shows raw HTML as text rather than dropping what staff typed', () => {
    expect(renderMarkdown('a <b>tag</b>')).toContain('&lt;b&gt;tag&lt;/b&gt;');
  });
});
