/** The element a product page rendered by the server carries its catalog in (web/prerender-entry.tsx). */
export const RENDERED_CATALOG_ID = 'rendered-catalog'

/**
 * Takes the catalog the page arrived with as this device's download, when it came with one: the
 * product page then hydrates as the server rendered it. Loads the catalog's code only then.
 */
export async function adoptRenderedCatalog(): Promise<void> {
  const json = document.getElementById(RENDERED_CATALOG_ID)?.textContent
  if (!json) return
  const { adoptCatalog } = await import('./catalog-store.ts')
  void adoptCatalog(JSON.parse(json))
}
