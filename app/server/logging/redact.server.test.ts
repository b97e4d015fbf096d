import { describe, expect, it } from 'vitest'

import { errorForLog, withoutAddresses } from '#app/server/logging/redact.server.ts'

describe('what goes to the log', () => {
  it('takes every email address out of a text', () => {
    expect(withoutAddresses('550 <ann.lee@example.co.uk> rejected, cc bob@x.org')).toBe(
      '550 <[address]> rejected, cc [address]',
    )
  })

  it("takes addresses out of an error's message, stack and causes", () => {
    const query = new Error('Failed query: insert into mail_outbox params: gina@example.com,Your link')
    const error = new Error('could not queue', { cause: query })
    const logged = errorForLog(error)
    expect(logged).toContain('could not queue')
    expect(logged).toContain('caused by: Error: Failed query: insert into mail_outbox params: [address],Your link')
    expect(logged).not.toMatch(/@/)
  })

  it('logs what is not an error as text', () => {
    expect(errorForLog('refused by sam@example.com')).toBe('refused by [address]')
  })
})
