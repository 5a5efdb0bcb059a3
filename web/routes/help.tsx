import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { HelpPage } from '../features/marketing/pages/help-page.tsx'

export const Route = createFileRoute('/help')({ loader: () => ensureCatalog('content'), component: HelpPage })
