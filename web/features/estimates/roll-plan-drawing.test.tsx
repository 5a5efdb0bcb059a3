// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Placement, RollPlan } from '../../../domain/estimator/roll-plan.ts'
import { RollPlanDrawing } from './roll-plan-drawing.tsx'

afterEach(cleanup)

const piece = (pieceId: string, y: number, heightIn: number): Placement => ({
  pieceId,
  copy: 0,
  x: 0,
  y,
  widthIn: 34.25,
  heightIn,
  rotated: false,
})

/** 33 ft of a 36-in roll: drawn in three segments of 11 ft (132 in). */
const plan: RollPlan = {
  rollWidthIn: 36,
  lengthIn: 396,
  linearFeet: 33,
  filmSqFt: 99,
  cutAreaSqFt: 90,
  glassAreaSqFt: 85,
  wastePercent: 9,
  rolls: 1,
  // The slider runs from 10 ft to 16 ft 5 in: a foot of it in the first segment, the rest in the second.
  placements: [piece('picture', 0, 120), piece('slider', 120, 77.25)],
  seamed: [],
}

function drawnSegments(): string[] {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <RollPlanDrawing
        plan={plan}
        title="Cut plan"
        labels={{ picture: 'Living room', slider: 'Patio slider' }}
        formatLength={(inches) => `${inches}″`}
      />
    </I18nProvider>,
  )
  return [...container.querySelectorAll('svg')].map((svg) =>
    [...svg.querySelectorAll('text tspan')].map((span) => span.textContent).join(' | '),
  )
}

describe('the roll plan drawing', () => {
  it('names a piece in both segments it runs across, with its size where more of it shows', () => {
    const [first, second, third] = drawnSegments()
    expect(first).toBe('Living room | 34.25″ × 120″ | Patio slider')
    expect(second).toBe('Patio slider | 34.25″ × 77.25″')
    expect(third).toBe('')
  })
})
