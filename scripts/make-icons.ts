/**
 * Renders the app icons from the logo mark with Chromium. Run once after changing the mark:
 *   node --import tsx scripts/make-icons.ts
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'

const mark = (scale: number) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${scale * 100}%" height="${scale * 100}%">
  <path d="M24 2 6 8.5v14.2C6 34.4 13.7 42.6 24 46c10.3-3.4 18-11.6 18-23.3V8.5Z" fill="#132d57" stroke="#3fc2d0" stroke-width="2"/>
  <rect x="14" y="13" width="20" height="20" rx="1.5" fill="#b4ecf1" stroke="#3fc2d0" stroke-width="2"/>
  <path d="M24 13v20M14 23h20" stroke="#132d57" stroke-width="2.2"/>
  <path d="m16.5 30.5 6-6M25.5 21.5l6-6" stroke="#fff" stroke-opacity=".75" stroke-width="1.4" stroke-linecap="round"/>
</svg>`

const icons = [
  { file: 'icon-192.png', size: 192, background: '#ffffff', scale: 0.84, radius: '22%' },
  { file: 'icon-512.png', size: 512, background: '#ffffff', scale: 0.84, radius: '22%' },
  // Maskable: full-bleed background, the mark inside the 80 % safe circle.
  { file: 'icon-maskable-512.png', size: 512, background: '#0b1f3a', scale: 0.6, radius: '0' },
]

const browser = await chromium.launch(CHROMIUM_LAUNCH)
const page = await browser.newPage()
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size })
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:transparent">
      <div style="display:grid;place-items:center;width:100%;height:100%;background:${icon.background};border-radius:${icon.radius}">${mark(icon.scale)}</div>
    </body>`,
  )
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true })
}
await browser.close()
