// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../../../domain/estimator/pricing.ts'
import { buildQuote, type OptionId } from '../../../domain/quotes/quote.ts'
import { AcceptQuoteSchema } from '../../../domain/quotes/state.ts'
import { DEFAULT_TAX_TABLE } from '../../../domain/shop/tax.ts'
import { makeQuoteInput } from '../../../domain/testing/quote-factory.ts'
import { AcceptForm } from './accept-form.tsx'

afterEach(cleanup)

const snapshot = buildQuote(makeQuoteInput(), { sheet: DEFAULT_PRICING_SHEET, taxTable: DEFAULT_TAX_TABLE })

function Form() {
  const [chosen, setChosen] = useState<OptionId | ''>('')
  return (
    <AcceptForm
      snapshot={snapshot}
      chosen={chosen}
      onChoose={setChosen}
      depositChoices={[{ value: 'invoice', label: 'Send me an invoice' }]}
      depositLegend="How would you like to pay the deposit?"
      schema={AcceptQuoteSchema}
      bodyOf={(acceptance) => ({ ...acceptance, hash: 'h', language: 'en' })}
      onAccept={() => {}}
      pending={false}
      submitLabel="Accept and sign"
    />
  )
}

const invalid = (element: HTMLElement) => element.getAttribute('aria-invalid') === 'true'

describe('accepting a quote after a refusal', () => {
  it('unmarks each field as the customer puts it right, and keeps what is still missing', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    render(
      <I18nProvider i18n={i18n}>
        <Form />
      </I18nProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }))
    const name = screen.getByLabelText('Your full name')
    expect(invalid(name)).toBe(true)
    const consent = screen.getByRole('checkbox')
    expect(invalid(consent)).toBe(true)
    const listed = () =>
      within(screen.getByText('Before you can accept:').closest<HTMLElement>('[role=alert]')!).getAllByRole(
        'link',
      ).length
    const before = listed()

    fireEvent.change(name, { target: { value: 'Dana Whitfield' } })
    expect(invalid(name)).toBe(false)
    expect(listed()).toBe(before - 1)
    fireEvent.click(consent)
    expect(invalid(consent)).toBe(false)
    expect(listed()).toBe(before - 2)
    // The signature box was not touched: it is still marked.
    expect(invalid(screen.getByRole('img', { name: /Signature box/ }))).toBe(true)
  })
})
