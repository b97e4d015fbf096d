import { describe, expect, it } from 'vitest'

import { markdownToHtml, sanitizeGuideHtml } from '#app/server/content/markdown.server.ts'

describe('sanitizeGuideHtml', () => {
  it('removes script elements and their content', () => {
    const html = sanitizeGuideHtml('<p>Before</p><script>alert("x")</script><p>After</p>')
    expect(html).toBe('<p>Before</p><p>After</p>')
  })

  it('removes inline event handlers', () => {
    const html = sanitizeGuideHtml(
      '<p onclick="steal()">Hi</p><img src="/images/a.svg" alt="A" onerror="steal()"><a href="/x" onmouseover="steal()">x</a>',
    )
    expect(html).not.toMatch(/on(click|error|mouseover)/i)
    expect(html).toContain('<p>Hi</p>')
    expect(html).toContain('<a href="/x">x</a>')
  })

  it('removes javascript: and other unsafe URLs, whatever their case or padding', () => {
    const html = sanitizeGuideHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><img src="javascript:alert(1)" alt="c"><a href="data:text/html,<script>x</script>">d</a>',
    )
    expect(html.toLowerCase()).not.toContain('javascript:')
    expect(html).not.toContain('data:')
    expect(html).toContain('>a</a>')
  })

  it('drops iframes, styles, forms and unknown attributes but keeps the article markup', () => {
    const html = sanitizeGuideHtml(
      '<h2 style="color:red" class="x">Title</h2><iframe src="https://evil.example"></iframe><form action="/x"><input></form><ul><li><strong>One</strong></li></ul>',
    )
    expect(html).toBe('<h2>Title</h2><ul><li><strong>One</strong></li></ul>')
  })

  it('opens external links safely and leaves site links alone', () => {
    const html = sanitizeGuideHtml('<a href="https://example.com">out</a> <a href="/gift-finder">in</a>')
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">out</a>')
    expect(html).toContain('<a href="/gift-finder">in</a>')
  })

  it('keeps what the Markdown of a guide produces', () => {
    const html = sanitizeGuideHtml(markdownToHtml('## Who it suits\n\n- **Students.** Cheap.\n\n[Try the finder](/gift-finder)'))
    expect(html).toContain('<h2>Who it suits</h2>')
    expect(html).toContain('<li><strong>Students.</strong> Cheap.</li>')
    expect(html).toContain('<a href="/gift-finder">Try the finder</a>')
  })
})
