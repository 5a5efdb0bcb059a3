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

/** Full-screen overlay phrases, one every 2.5 s. */
export const OVERLAY_PHRASES = [
  ...INLINE_PHRASES,
  msg`Analyzing security protection...`,
  msg`Checking film options for your glass...`,
  msg`Preparing your results...`,
]
export const OVERLAY_PHRASE_MS = 2500
