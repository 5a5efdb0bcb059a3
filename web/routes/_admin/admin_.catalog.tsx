import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { CatalogEditorPage } from '../../features/admin/catalog-editor-page.tsx'

// admin_: beside /admin (the dashboard), not inside it.
export const Route = createFileRoute('/_admin/admin_/catalog')({
  loader: () => ensureCatalog('team'),
  component: CatalogEditorPage,
})
