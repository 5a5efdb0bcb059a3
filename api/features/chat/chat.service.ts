import type { SessionUser } from '../../../domain/auth/roles.ts'
import { answer, replyLocale, type LiveData, type StockItem } from '../../../domain/chat/assistant.ts'
import type { ChatReply, ChatRequest } from '../../../domain/chat/index.ts'
import { SETTINGS } from '../../../domain/settings/settings.ts'
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/shop/status.ts'
import type { AppDeps } from '../../context.ts'
import { findCatalogRows } from '../catalog/catalog.repo.ts'
import type { Rephrase } from './chat.llm.ts'
import { findOwnOrderStatus, findPricingSheetJson } from './chat.repo.ts'

type Deps = Pick<AppDeps, 'db'>

const isOrderStatus = (value: string | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | undefined)[]).includes(value)

/** The saved pricing sheet, or the default when none is saved or the saved one no longer checks. */
function pricingSheetOf(deps: Deps) {
  const json = findPricingSheetJson(deps.db)
  if (json === undefined) return SETTINGS.pricingSheet.defaults
  const parsed = SETTINGS.pricingSheet.schema.safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : SETTINGS.pricingSheet.defaults
}

/** Active products by name ("Shield Clear 8", not each width): in stock when some width is. */
function stockItems(deps: Deps): StockItem[] {
  const items = new Map<string, StockItem>()
  for (const row of findCatalogRows(deps.db)) {
    const name = row.name.split(/ — | \(/)[0]?.trim() || row.name
    const known = items.get(name)
    if (!known) items.set(name, { sku: row.sku, name, inStock: row.inStock === 1 })
    else if (!known.inStock && row.inStock === 1) items.set(name, { sku: row.sku, name, inStock: true })
  }
  return [...items.values()]
}

function liveData(deps: Deps, user: SessionUser | null): LiveData {
  return {
    get products() {
      return stockItems(deps)
    },
    orders: user
      ? {
          // Only orders the asker placed: another user's number answers exactly as a wrong one.
          statusOf: (orderNumber) => {
            const status = findOwnOrderStatus(deps.db, orderNumber, user.id)
            return isOrderStatus(status) ? status : undefined
          },
        }
      : null,
  }
}

export async function replyToChat(
  deps: Deps,
  user: SessionUser | null,
  request: ChatRequest,
  rephrase?: Rephrase,
): Promise<ChatReply> {
  const { message, locale: requested } = request
  const locale = replyLocale(message, requested)
  const { reply } = answer(message, locale, {
    pricingSheet: pricingSheetOf(deps),
    live: liveData(deps, user),
  })
  if (!rephrase) return reply
  return { ...reply, message: await rephrase(message, reply.message, locale) }
}
