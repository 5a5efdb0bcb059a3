import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { DiyOrderPage } from '../features/shop/diy-order-page.tsx'

/** Public: the page runs on the device's catalog, offline too. The measurement errors are the estimator's ('app'). */
export const Route = createFileRoute('/diy-film-order')({
  loader: () => Promise.all([ensureCatalog('shop'), ensureCatalog('app')]),
  component: DiyOrderPage,
})
