import type { ManifestOptions } from 'vite-plugin-pwa'

const THEME_COLOR = '#0b1f3a'

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Southern Shield — Window Film',
  short_name: 'Southern Shield',
  description:
    'Estimate, order and install security, solar control and decorative window film — on the job site, even offline.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#f6f8fb',
  theme_color: THEME_COLOR,
  categories: ['business', 'productivity', 'shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
