import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional()

/** Names Express (proxy-addr) knows for address ranges, beside single addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyHop(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true
  const [address, bits, ...rest] = value.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128)
}

/**
 * The proxies whose X-Forwarded-For is believed: a comma-separated list of addresses, CIDR ranges
 * or Express's names (loopback, linklocal, uniquelocal); 'none' trusts nobody. Anything else would
 * let a visitor choose the address their limits are counted against.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .default('loopback')
  .transform((value) => value || 'loopback')
  .transform((value) =>
    value === 'none'
      ? []
      : value
          .split(',')
          .map((hop) => hop.trim())
          .filter(Boolean),
  )
  .refine((hops) => hops.every(isProxyHop), {
    message: "must list addresses, CIDR ranges or loopback, linklocal, uniquelocal (or be 'none')",
  })

/** The whole environment the server reads, parsed once at boot. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Giftwise <hello@giftwise.local>'),
  CONTACT_EMAIL: z.email().default('hello@giftwise.local'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_DAILY_CALL_BUDGET: z.coerce.number().int().min(0).default(2000),
  AI_DAILY_CALLS_PER_VISITOR: z.coerce.number().int().min(0).default(100),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).default(4000),
  EBAY_CLIENT_ID: optionalString,
  EBAY_CLIENT_SECRET: optionalString,
  EBAY_API_BASE: z
    .url()
    .default('https://api.ebay.com')
    .transform((url) => url.replace(/\/+$/, '')),
  EBAY_MARKETPLACE_ID: z
    .string()
    .regex(/^EBAY_[A-Z]{2,4}$/, 'must look like EBAY_GB')
    .default('EBAY_GB'),
  EBAY_DAILY_CALL_BUDGET: z.coerce.number().int().min(0).default(4000),
  EBAY_CAMPAIGN_ID: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'must be a 10-digit eBay Partner Network campaign id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AMAZON_TAG: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'must be an Amazon Associates tracking id such as giftwise-21')
    .default('giftwise-21'),
  /**
   * For tests only: comma-separated host:port pairs the 'Add by link' fetch may reach although they
   * resolve to private or loopback addresses (a local fixture server standing in for a shop). Empty
   * by default; never set it in production.
   */
  URL_FETCH_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/, 'must be host:port pairs, comma-separated')),
    ),
  TRUST_PROXY: TrustProxySchema,
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).default(64),
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // A settable clock for the people feature's reminders, for tests only (docs/features/people.md).
  TEST_CLOCK: z.enum(['off', 'on']).default('off'),
  // With NODE_ENV=production the test clock is refused unless this says so (the end-to-end server does).
  TEST_CLOCK_IN_PRODUCTION: z.enum(['refuse', 'allow']).default('refuse'),
})

export type Env = z.infer<typeof EnvSchema>

export interface AppConfig extends Omit<Env, 'AUTH_SECRET'> {
  AUTH_SECRET: string
  /** True when APP_URL is https: cookies get the Secure flag. */
  secureCookies: boolean
  dataDir: string
}

/** Thrown when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment, failing fast with the names of bad variables. */
export function parseConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const value = parsed.data
  const dataDir = path.resolve(value.DATA_DIR)
  const authSecret = value.AUTH_SECRET ?? embeddedAuthSecret(dataDir, value.NODE_ENV)
  if (value.TEST_CLOCK === 'on' && value.NODE_ENV === 'production' && value.TEST_CLOCK_IN_PRODUCTION !== 'allow') {
    throw new ConfigError(
      'Invalid environment configuration:\n  TEST_CLOCK: the test clock is refused in production (set TEST_CLOCK_IN_PRODUCTION=allow only for tests)',
    )
  }
  if (value.APP_URL.startsWith('https://') && !value.AUTH_SECRET) {
    throw new ConfigError('Invalid environment configuration:\n  AUTH_SECRET: required when APP_URL is https')
  }
  return {
    ...value,
    AUTH_SECRET: authSecret,
    secureCookies: value.APP_URL.startsWith('https://'),
    dataDir,
  }
}

/**
 * On the embedded defaults a random secret is created once and kept under DATA_DIR,
 * so sessions survive restarts without anyone having to configure one.
 */
function embeddedAuthSecret(dataDir: string, nodeEnv: Env['NODE_ENV']): string {
  if (nodeEnv === 'test') return 'test-secret-for-giftwise-that-is-long-enough'
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
