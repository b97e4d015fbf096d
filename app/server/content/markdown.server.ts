import { marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/** Renders trusted repository Markdown to HTML (it is sanitised again when shown). */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true })
}

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote',
  'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption',
]

/**
 * Sanitises guide HTML on the server before display: no scripts, no event
 * handlers, no javascript: URLs; external links open safely.
 */
export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? ''
        const external = /^https?:\/\//i.test(href)
        return {
          tagName,
          attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
        }
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  })
}
