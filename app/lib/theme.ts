/** The colour themes a visitor can choose; 'system' follows the operating system. */
export type Theme = 'light' | 'dark' | 'system'
export const THEMES: readonly Theme[] = ['system', 'light', 'dark']

/** True for a value the theme switch may send. */
export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value)
}
