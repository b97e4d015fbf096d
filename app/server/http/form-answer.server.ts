import { data } from 'react-router'

import type { Toast } from '#app/server/http/toast.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'

import { isDataRequest } from '#app/server/http/request-url.server.ts'

interface CookieSettings {
  APP_URL: string
  AUTH_SECRET: string
  secureCookies: boolean
}

/**
 * Answers a form post that a fetcher usually sends. Fetchers get `result` as data; a plain
 * form post (sent before the page hydrated, or without JavaScript) goes back to the page it
 * came from with `toast` shown there, instead of a JSON body the visitor cannot read.
 */
export async function answerFormPost<T>(
  request: Request,
  config: CookieSettings,
  answer: { result: T; toast: Toast; status?: number; headers?: HeadersInit; fallbackPath: string },
) {
  if (isDataRequest(request)) return data(answer.result, { status: answer.status ?? 200, headers: answer.headers })
  return redirectWithToast(refererPath(request, config.APP_URL) ?? answer.fallbackPath, answer.toast, config, {
    headers: answer.headers,
  })
}

/** The same-site page the form was on, if the browser said so. */
function refererPath(request: Request, appUrl: string): string | null {
  const referer = request.headers.get('Referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    const sameSite = url.origin === new URL(request.url).origin || url.origin === new URL(appUrl).origin
    return sameSite ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}
