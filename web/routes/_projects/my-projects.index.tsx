import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { MyProjectsPage } from '../../features/marketplace/my-projects-page.tsx'

export const Route = createFileRoute('/_projects/my-projects/')({
  loader: () => ensureCatalog('app'),
  component: MyProjectsPage,
})
