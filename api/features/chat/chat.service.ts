import type { SessionUser } from '../../../domain/auth/roles.ts'
import { answer, type LiveData } from '../../../domain/chat/assistant.ts'
import type { ChatReply, ChatRequest } from '../../../domain/chat/index.ts'
import { replyLocale } from '../../../domain/chat/language.ts'
import { catalogItemsOf, type CatalogItem } from '../../../domain/chat/products.ts'
import type { Catalog } from '../../../domain/shop/catalog.ts'
import { SETTINGS } from '../../../domain/settings/settings.ts'
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/shop/status.ts'
import type { AppDeps } from '../../context.ts'
import { catalogAnswer, type CatalogAnswer } from '../catalog/catalog.service.ts'
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

/**
 * The catalog as the assistant reads it, from the answer the shop sends (built once per change of
 * the database), and read from it once per such answer rather than parsed again for every message.
 */
const itemsOfAnswer = new WeakMap<CatalogAnswer, readonly CatalogItem[]>()
function catalogItems(deps: Deps): readonly CatalogItem[] {
  const shop = catalogAnswer(deps)
  let items = itemsOfAnswer.get(shop)
  if (!items) {
    items = catalogItemsOf((JSON.parse(shop.json) as Catalog).products)
    itemsOfAnswer.set(shop, items)
  }
  return items
}

function liveData(deps: Deps, user: SessionUser | null): LiveData {
  return {
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
    catalog: catalogItems(deps),
    live: liveData(deps, user),
  })
  if (!rephrase) return reply
  return { ...reply, message: await rephrase(message, reply.message, locale) }
}
