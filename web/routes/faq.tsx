import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { FaqPage } from '../features/marketing/pages/faq-page.tsx'

export const Route = createFileRoute('/faq')({ loader: () => ensureCatalog('content'), component: FaqPage })
