import { createCookie } from 'react-router'

import type { Theme } from '#app/lib/theme.ts'

const themeCookie = createCookie('gw_theme', { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 })

/** The visitor's chosen colour theme; 'system' follows the operating system. */
export async function getTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie.parse(request.headers.get('Cookie'))
  return value === 'light' || value === 'dark' ? value : 'system'
}

export function serializeTheme(theme: Theme): Promise<string> {
  return themeCookie.serialize(theme)
}
