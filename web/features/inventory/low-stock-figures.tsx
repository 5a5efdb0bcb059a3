import { Trans, useLingui } from '@lingui/react/macro'
import type { LowStockItem } from '../../../domain/inventory/ledger.ts'
import { hubNameIn } from '../../ui/hub-names.ts'
import { formatFeet } from './labels.ts'

/**
 * Shared (team dashboards): why a product is on the low-stock list, in its hub's figures. What is
 * available decides (film held for booked jobs is spoken for), so where some is held the line says
 * so; a product with film on the shelf could otherwise read as not low at all.
 */
export function LowStockFigures({ item }: { item: LowStockItem }) {
  const { i18n } = useLingui()
  const hub = hubNameIn(i18n, item.hubId)
  const threshold = formatFeet(i18n, item.thresholdFt)
  if (item.reservedFt > 0) {
    const available = formatFeet(i18n, item.availableFt)
    const reserved = formatFeet(i18n, item.reservedFt)
    return (
      <Trans>
        {hub}: {available} available ({reserved} reserved for jobs), threshold {threshold}
      </Trans>
    )
  }
  const left = formatFeet(i18n, item.remainingFt)
  return (
    <Trans>
      {hub}: {left} left, threshold {threshold}
    </Trans>
  )
}
