import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { InventoryPage } from '../../features/inventory/inventory-page.tsx'

export const Route = createFileRoute('/_team/inventory')({
  loader: () => ensureCatalog('team'),
  component: InventoryPage,
})
