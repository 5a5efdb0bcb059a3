import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { FALLBACK_LOCALE } from '../domain/i18n/locales.ts'
import { AppShell } from './app-shell.tsx'
import { loadLocale } from './app/i18n.ts'
import { createQueryClient } from './app/query-client.ts'
import { createAppRouter } from './router.tsx'

/**
 * A public page as HTML, in the default language, for a visitor who is not signed in: what the
 * build writes so that a first visit paints before the JavaScript has arrived. The browser then
 * hydrates the same tree (web/main.tsx).
 */
export async function renderPage(path: string): Promise<string> {
  await loadLocale(FALLBACK_LOCALE)
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient }, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return renderToString(<AppShell router={router} queryClient={queryClient} hydrating />)
}
