import { SITE } from '#app/lib/site.ts'

import type { MailMessage } from '#app/server/mail/transport.server.ts'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

interface EmailContent {
  to: string
  subject: string
  /** Paragraphs of plain text; they are escaped for the HTML part. */
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Extra footer lines, e.g. an unsubscribe link. */
  footer?: { text: string; url?: string }[]
  appUrl: string
}

/** Lays out a branded email with matching HTML and plain-text parts that name the site they come from. */
export function composeEmail(content: EmailContent): MailMessage {
  const origin = `${SITE.name} (${content.appUrl})`
  const footerLines = [
    `This email was sent by ${origin}, ${SITE.tagline.toLowerCase()}.`,
    ...(content.footer ?? []).map((line) => (line.url ? `${line.text}: ${line.url}` : line.text)),
  ]
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '—',
    ...footerLines,
  ].join('\n\n')

  const button = content.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="background:#6d28d9;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#475569">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : ''
  const footerHtml = [
    `This email was sent by <a href="${escapeHtml(content.appUrl)}">${SITE.name}</a>, ${escapeHtml(SITE.tagline.toLowerCase())}.`,
    ...(content.footer ?? []).map((line) =>
      line.url ? `<a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a>` : escapeHtml(line.text),
    ),
  ]
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:700;color:#6d28d9;margin:0 0 24px">${SITE.name}</p>
${content.paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:28px 0">
${footerHtml.map((line) => `<p style="font-size:12px;color:#64748b">${line}</p>`).join('\n')}
</div></body></html>`
  return { to: content.to, subject: content.subject, html, text }
}
