// Renders the raster images social sites and browsers need from the SVG artwork:
// og-default.png, logo.png, app icons, favicon.ico and one social card per pillar and subcategory.
// Run once after changing artwork: `npx tsx scripts/render-images.ts` (needs /usr/bin/chromium).
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const PUBLIC = path.resolve('public')

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()

async function render(svgFile: string, outFile: string, width: number, height: number, type: 'png' | 'jpeg' = 'png') {
  const svg = readFileSync(svgFile, 'utf8')
  await page.setViewportSize({ width, height })
  await page.setContent(
    `<html><body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${width}" height="${height}" style="display:block"></body></html>`,
  )
  await page.waitForFunction(() => document.images[0]?.complete)
  const png = await page.screenshot({
    type,
    ...(type === 'jpeg' ? { quality: 82 } : {}),
    clip: { x: 0, y: 0, width, height },
  })
  mkdirSync(path.dirname(outFile), { recursive: true })
  writeFileSync(outFile, png)
  return png
}

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18)
  return Buffer.concat([header, png])
}

await render(`${PUBLIC}/images/og-default.svg`, `${PUBLIC}/images/og-default.png`, 1200, 630)
await render(`${PUBLIC}/images/logo.svg`, `${PUBLIC}/images/logo.png`, 512, 512)
await render(`${PUBLIC}/images/logo.svg`, `${PUBLIC}/images/icon-512.png`, 512, 512)
await render(`${PUBLIC}/images/logo.svg`, `${PUBLIC}/images/icon-192.png`, 192, 192)
await render(`${PUBLIC}/images/logo.svg`, `${PUBLIC}/images/apple-touch-icon.png`, 180, 180)
const favicon = await render(`${PUBLIC}/favicon.svg`, '/tmp/favicon-32.png', 32, 32)
writeFileSync(`${PUBLIC}/favicon.ico`, icoFromPng(favicon, 32))

for (const folder of ['pillars', 'subcategories']) {
  for (const file of readdirSync(`${PUBLIC}/images/${folder}`).filter((name) => name.endsWith('.svg'))) {
    // Social cards as JPEG: a third of the PNG's size for these illustrations.
    const out = `${PUBLIC}/images/og/${folder}/${file.replace(/\.svg$/, '.jpg')}`
    await render(`${PUBLIC}/images/${folder}/${file}`, out, 1200, 630, 'jpeg')
  }
}
await browser.close()
console.log('Rendered PNG images under public/')
