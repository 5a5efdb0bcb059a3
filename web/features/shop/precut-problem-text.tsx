import { Trans } from '@lingui/react/macro'
import type { PrecutProblem } from './precut.ts'

/** Why a film of a pre-cut order cannot go into the cart. */
export function PrecutProblemText({ problem }: { problem: PrecutProblem }) {
  const name = problem.film.name
  const width = problem.widthIn
  switch (problem.code) {
    case 'productMissing':
      return (
        <Trans>
          {name} is not sold in {width}″ rolls right now. Contact us to order it.
        </Trans>
      )
    case 'outOfStock':
      return (
        <Trans>
          {name}, {width}″ roll, is out of stock at every hub right now. Choose another film or contact us for
          a restock date.
        </Trans>
      )
    case 'tooManyRolls': {
      const max = problem.max
      return (
        <Trans>
          That is more than {max} rolls of {name}: contact us for a bulk order.
        </Trans>
      )
    }
  }
}
