import { describe, expect, it } from 'vitest'

import { loggedPath } from '#app/server/http/request-logger.server.ts'

describe('the path a log line names', () => {
  it('drops the query string, which carries tokens and addresses', () => {
    expect(loggedPath('/auth/confirm?token=abc&email=a%40b.com')).toBe('/auth/confirm')
    expect(loggedPath('/gift-search?q=headphones#top')).toBe('/gift-search')
  })

  it("hides a share link's token, which opens the list to whoever holds it", () => {
    expect(loggedPath('/shared/Zx9_secret-token')).toBe('/shared/…')
    expect(loggedPath('/shared/Zx9_secret-token?claim=1')).toBe('/shared/…')
  })

  it('keeps paths that hold no secret', () => {
    expect(loggedPath('/shared/claims/confirm?token=abc')).toBe('/shared/claims/confirm')
    expect(loggedPath('/guides/for-her/blog/best-headphones')).toBe('/guides/for-her/blog/best-headphones')
  })
})
