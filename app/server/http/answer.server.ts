import { data } from 'react-router'
import { z } from 'zod'

import { resultToastType, type ActionResult, type ErrorBody } from '#app/lib/action-result.ts'
import type { AppConfig } from '#app/server/config.server.ts'
import { describeError, InvalidError, RateLimitedError, UnavailableError } from '#app/server/domain-errors.server.ts'
import { isDataRequest } from '#app/server/http/request-url.server.ts'
import { refererPath } from '#app/server/http/safe-path.server.ts'
import { redirectWithToast } from '#app/server/http/toast.server.ts'
import { logError } from '#app/server/logging/redact.server.ts'

/*
 * How routes answer. Every route parses its input with a contract schema, makes one service call,
 * and answers with one of these: JSON for resource routes, a result (fetchers) or a redirect with
 * a toast (plain form posts) for page actions. Services throw DomainError subclasses; the mapping
 * to statuses and safe messages lives here, once.
 */

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The first problem with some input, in words a caller can act on. */
export function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid input'
  // Our own messages read as sentences; zod's generic ones need the field they are about.
  const generic = /^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(issue.message)
  return generic && issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/**
 * Parses input with a schema; a failure is an InvalidError carrying the first issue's message and
 * the first message for each field.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const fieldErrors: Record<string, string> = {}
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message
  throw new InvalidError(describeIssue(parsed.error.issues[0]), fieldErrors)
}

/**
 * The request's JSON body parsed with `schema`; a missing or malformed body is an InvalidError.
 * Its size was already held to the JSON limit by the Express layer, before anything read it
 * (body-limit.server.ts).
 */
export async function readJson<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    throw new InvalidError('The request body must be JSON.')
  }
  return parseInput(schema, body)
}

/**
 * The request's form fields parsed with `schema`. Fields named in `lists` keep every value
 * (checkbox groups); the others keep their last value.
 */
export async function readForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  lists: readonly string[] = [],
): Promise<z.output<Schema>> {
  return parseInput(schema, formFields(await request.formData(), lists))
}

/** Plain object of a form's fields. */
export function formFields(formData: FormData, lists: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(formData)
  for (const name of lists) fields[name] = formData.getAll(name)
  return fields
}

/** Status, headers and safe message for a thrown value. */
export function failureOf(error: unknown): { status: number; message: string; headers: Record<string, string> } {
  const { status, message } =
    error instanceof z.ZodError ? { status: 400, message: describeIssue(error.issues[0]) } : describeError(error)
  if (status >= 500) logError('[request] failed:', error)
  const headers: Record<string, string> = { ...NO_STORE }
  if (error instanceof RateLimitedError || error instanceof UnavailableError) {
    headers['Retry-After'] = String(error.retryAfterSeconds)
  }
  return { status, message, headers }
}

/** The JSON error answer: `{ ok: false, error }` with the error's status. Never thrown. */
export function errorData(error: unknown) {
  const { status, message, headers } = failureOf(error)
  return data<ErrorBody>({ ok: false, error: message }, { status, headers })
}

/**
 * Answers a JSON resource route: the value `run` returns (not cached), or the error answer.
 * `run` is where the route parses its input and calls its service.
 */
export async function answerJson<T>(run: () => Promise<T>) {
  try {
    return data(await run(), { headers: NO_STORE })
  } catch (error) {
    if (error instanceof Response) throw error
    return errorData(error)
  }
}

interface ToastCookies {
  APP_URL: AppConfig['APP_URL']
  AUTH_SECRET: AppConfig['AUTH_SECRET']
  secureCookies: AppConfig['secureCookies']
}

/**
 * Answers a page action with its result. A fetcher (JavaScript on) gets the result as data;
 * a plain form post goes back to the page it came from and shows the result as a toast there.
 * With `inPage`, the page renders the result itself (its action data), with or without JavaScript.
 */
export async function answerForm<Result extends ActionResult>(
  request: Request,
  config: ToastCookies,
  answer: { result: Result; status?: number; headers?: HeadersInit; fallbackPath: string; inPage?: boolean },
) {
  const { result } = answer
  if (answer.inPage || isDataRequest(request)) {
    return data(result, { status: answer.status ?? 200, headers: answer.headers })
  }
  const toast = { type: resultToastType(result), title: result.message, description: result.detail }
  return redirectWithToast(sameSitePath(request, config.APP_URL) ?? answer.fallbackPath, toast, config, {
    headers: answer.headers,
  })
}

/** What a failed action says: its status, its safe message and, for a form, where the problems are. */
export interface ActionFailure {
  status: number
  message: string
  fieldErrors?: Record<string, string>
}

interface ActionWords {
  ok: string
  /** The toast of a failure: its title with the error's message as detail, or built from the failure. */
  failed: string | ((failure: ActionFailure) => Pick<ActionResult, 'message' | 'detail'>)
}

/**
 * Runs one intent of a page action and answers it with answerForm: `words.ok` on success (or what
 * `run` returns), `words.failed` with the error's message as detail on failure.
 */
export async function answerAction<Intent extends string>(
  request: Request,
  config: ToastCookies,
  options: {
    intent?: Intent
    words: ActionWords
    fallbackPath: string
    /** The page shows the result itself (see answerForm). */
    inPage?: boolean
    /** Headers for the answer, which `run` may fill (e.g. a cookie set by the service call). */
    headers?: Headers
    /** The service call; what it returns is added to the result (e.g. a new message or state). */
    run: () => Promise<void | (Partial<Pick<ActionResult, 'message' | 'detail' | 'tone'>> & Record<string, unknown>)>
  },
) {
  const { intent, words, fallbackPath, inPage } = options
  try {
    const outcome = (await options.run()) ?? {}
    const result: ActionResult<Intent> = { ...(intent ? { intent } : {}), ok: true, message: words.ok, ...outcome }
    return answerForm(request, config, { result, fallbackPath, inPage, headers: options.headers })
  } catch (error) {
    if (error instanceof Response) throw error
    const { status, message, headers } = failureOf(error)
    const fieldErrors = error instanceof InvalidError ? error.fieldErrors : undefined
    const said =
      typeof words.failed === 'string'
        ? { message: words.failed, detail: message }
        : words.failed({ status, message, fieldErrors })
    return answerForm(request, config, {
      result: { ...(intent ? { intent } : {}), ok: false, ...said, ...(fieldErrors ? { fieldErrors } : {}) },
      status,
      headers,
      fallbackPath,
      inPage,
    })
  }
}

/** The same-site page a form was posted from, if the browser said so (through the one safe-path gate). */
export function sameSitePath(request: Request, appUrl: string): string | null {
  return refererPath(request, appUrl)
}

/**
 * Answers the POST of a page opened from an emailed link (confirm, unsubscribe): the form parsed
 * with `schema`, the service's verdict as the page's state. A form that does not parse, or the
 * verdict 'invalid', is a 400.
 */
export async function answerLinkAction<Schema extends z.ZodType, State extends string>(
  request: Request,
  schema: Schema,
  run: (input: z.output<Schema>) => Promise<State>,
) {
  const parsed = schema.safeParse(formFields(await request.formData()))
  const state: State | 'invalid' = parsed.success ? await run(parsed.data) : 'invalid'
  return data({ state }, { status: state === 'invalid' ? 400 : 200 })
}
