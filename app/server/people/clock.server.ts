import type { AppConfig } from '#app/server/config.server.ts'

/**
 * The people feature's sense of "now": when reminders are due and how many days are left. The
 * system clock unless TEST_CLOCK is on, when tests (the end-to-end server among them) may move it
 * forward to see a reminder go out; see docs/features/people.md#the-test-clock.
 */
export interface Clock {
  now(): Date
  /** True only with TEST_CLOCK=on. */
  readonly settable: boolean
  /** Moves the clock to `instant` (the test clock only; the system clock refuses). */
  set(instant: Date): void
}

/** The system clock, or the test clock when the configuration turns it on. */
export function createClock(config: Pick<AppConfig, 'TEST_CLOCK'>): Clock {
  if (config.TEST_CLOCK !== 'on') {
    return {
      now: () => new Date(),
      settable: false,
      set() {
        throw new Error('The test clock is off (TEST_CLOCK)')
      },
    }
  }
  return createTestClock()
}

/** A clock that runs with real time from wherever it was last set. */
export function createTestClock(start?: Date): Clock {
  let offsetMs = start ? start.getTime() - Date.now() : 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    settable: true,
    set(instant) {
      offsetMs = instant.getTime() - Date.now()
    },
  }
}
