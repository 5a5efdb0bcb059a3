import { msg } from '@lingui/core/macro'

/** Inline loader phrases, one every 3 s. */
export const INLINE_PHRASES = [
  msg`Measuring windows...`,
  msg`Calculating dimensions...`,
  msg`Applying film virtually...`,
  msg`Estimating installation time...`,
  msg`Computing energy savings...`,
  msg`Analyzing UV protection...`,
  msg`Analyzing glare reduction...`,
  msg`Analyzing heat reduction...`,
]
export const INLINE_PHRASE_MS = 3000
