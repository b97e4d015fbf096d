import { defineConfig, devices } from '@playwright/test'

import { E2E, FAKE_EBAY_CLIENT_ID, FAKE_EBAY_CLIENT_SECRET } from './tests/e2e/env.ts'

/** Debian's Chromium: browser downloads are impossible on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: E2E.baseUrl,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /mobile\.spec/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /mobile\.spec/ },
  ],
  webServer: [
    // The production build, on the embedded defaults, with mail going to the loopback SMTP sink.
    {
      command: `rm -rf ${E2E.dataDir} && node server.js`,
      url: `${E2E.baseUrl}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E.port),
        APP_URL: E2E.baseUrl,
        DATA_DIR: E2E.dataDir,
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
        MAIL_FROM: 'Giftwise <hello@giftwise.test>',
        CONTACT_EMAIL: E2E.contactEmail,
        AMAZON_TAG: 'giftwise-21',
        // Only the loopback fixture shop, for 'Add by link' (never set in production).
        URL_FETCH_ALLOW_HOSTS: `127.0.0.1:${E2E.shopPort}`,
        LOG_REQUESTS: 'false',
        NODE_ENV: 'production',
        // The people feature's test clock (POST /api/people/test-clock), so a reminder can be seen going out.
        TEST_CLOCK: 'on',
        TEST_CLOCK_IN_PRODUCTION: 'allow',
      },
    },
    // The same build with eBay keys set: its marketplace is the eBay adapter, talking the Browse API
    // wire format to the fake eBay the eBay specs start (tests/fakes/ebay.ts). Real listings have
    // sellers and item pages, which the built-in catalogue never has.
    {
      command: `rm -rf ${E2E.ebayDataDir} && node server.js`,
      url: `${E2E.ebayBaseUrl}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E.ebayAppPort),
        APP_URL: E2E.ebayBaseUrl,
        DATA_DIR: E2E.ebayDataDir,
        AMAZON_TAG: 'giftwise-21',
        EBAY_CLIENT_ID: FAKE_EBAY_CLIENT_ID,
        EBAY_CLIENT_SECRET: FAKE_EBAY_CLIENT_SECRET,
        EBAY_API_BASE: `http://127.0.0.1:${E2E.ebayApiPort}`,
        LOG_REQUESTS: 'false',
        NODE_ENV: 'production',
      },
    },
  ],
})
