import { useLingui } from '@lingui/react/macro'
import {
  CONTACT_TIMES,
  FILM_INTERESTS,
  PROPERTY_TYPES,
  REQUEST_LIMITS,
  WINDOW_SIZES,
} from '../../../domain/estimate-requests/request.ts'
import { FormField } from '../../ui/form-field.tsx'
import { SelectBox } from '../../ui/form-fields.tsx'
import { StateOptions } from '../../ui/state-options.tsx'
import {
  CONTACT_TIME_LABELS,
  FILM_INTEREST_LABELS,
  PROPERTY_TYPE_LABELS,
  WINDOW_SIZE_LABELS,
} from './labels.ts'
import type { DraftField, RequestDraft } from './request-draft.ts'
import { ChoiceGroup } from './request-form-choice-group.tsx'
import { FormSection } from './request-form-section.tsx'

/** What a section of the form reads and changes: the draft, its mistakes and the fields' handlers. */
export interface SectionFieldsProps {
  values: RequestDraft
  errors: Record<string, string>
  change: (field: DraftField, value: string) => void
  /** The props a text field spreads: its name, value, error and change handler. */
  text: (field: DraftField) => {
    name: DraftField
    value: string
    error: string | undefined
    onChange: (event: { currentTarget: { value: string } }) => void
  }
}

export function ContactSection({ values, errors, change, text }: SectionFieldsProps) {
  const { i18n, t } = useLingui()
  return (
    <FormSection
      title={t`Your contact details`}
      description={t`Give an email address, a phone number or both.`}
    >
      <FormField
        label={t`Full name`}
        autoComplete="name"
        maxLength={REQUEST_LIMITS.name}
        className="sm:col-span-2"
        {...text('name')}
      />
      <FormField
        label={t`Email`}
        type="email"
        autoComplete="email"
        maxLength={REQUEST_LIMITS.email}
        {...text('email')}
      />
      <FormField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        maxLength={REQUEST_LIMITS.phone}
        {...text('phone')}
      />
      <SelectBox
        label={t`Best time to call`}
        value={values.contactTime}
        error={errors.contactTime}
        onChange={(value) => change('contactTime', value)}
      >
        {CONTACT_TIMES.map((time) => (
          <option key={time} value={time}>
            {i18n._(CONTACT_TIME_LABELS[time])}
          </option>
        ))}
      </SelectBox>
    </FormSection>
  )
}

export function AddressSection({ values, errors, change, text }: SectionFieldsProps) {
  const { i18n, t } = useLingui()
  return (
    <FormSection title={t`Property address`} description={t`Where the windows are.`}>
      <FormField
        label={t`Street address`}
        autoComplete="address-line1"
        maxLength={REQUEST_LIMITS.street}
        className="sm:col-span-2"
        {...text('street')}
      />
      <FormField
        label={t`City`}
        autoComplete="address-level2"
        maxLength={REQUEST_LIMITS.city}
        {...text('city')}
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectBox
          label={t`State`}
          value={values.state}
          error={errors.state}
          autoComplete="address-level1"
          onChange={(value) => change('state', value)}
        >
          <StateOptions />
        </SelectBox>
        <FormField
          label={t`ZIP code`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...text('zip')}
        />
      </div>
      <ChoiceGroup
        legend={t`Property type`}
        error={errors.propertyType}
        className="sm:col-span-2"
        columns="sm:grid-cols-2"
        name="propertyType"
        value={values.propertyType}
        onChange={(value) => change('propertyType', value)}
        options={PROPERTY_TYPES.map((type) => ({ value: type, title: i18n._(PROPERTY_TYPE_LABELS[type]) }))}
      />
    </FormSection>
  )
}

export function WindowsSection({ values, errors, change, text }: SectionFieldsProps) {
  const { i18n, t } = useLingui()
  return (
    <FormSection
      title={t`Your windows`}
      description={t`No tape measure needed: a rough count and a look at your largest window are enough.`}
    >
      <ChoiceGroup
        legend={t`What are you interested in?`}
        error={errors.filmInterest}
        className="sm:col-span-2"
        columns="sm:grid-cols-2"
        name="filmInterest"
        value={values.filmInterest}
        onChange={(value) => change('filmInterest', value)}
        options={FILM_INTERESTS.map((interest) => ({
          value: interest,
          title: i18n._(FILM_INTEREST_LABELS[interest].title),
          text: i18n._(FILM_INTEREST_LABELS[interest].text),
        }))}
      />
      <FormField
        label={t`How many windows, roughly?`}
        type="number"
        inputMode="numeric"
        min={1}
        max={REQUEST_LIMITS.windows}
        step={1}
        hint={t`Count the panes you want film on; a guess is fine.`}
        {...text('windowCount')}
      />
      <ChoiceGroup
        legend={t`How big is your largest window?`}
        error={errors.largestWindow}
        className="sm:col-span-2"
        columns="sm:grid-cols-2 lg:grid-cols-3"
        name="largestWindow"
        value={values.largestWindow}
        onChange={(value) => change('largestWindow', value)}
        options={WINDOW_SIZES.map((size) => ({
          value: size,
          title: i18n._(WINDOW_SIZE_LABELS[size].title),
          text: i18n._(WINDOW_SIZE_LABELS[size].text),
        }))}
      />
    </FormSection>
  )
}
