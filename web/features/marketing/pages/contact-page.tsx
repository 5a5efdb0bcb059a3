import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Building2, Calculator, Clock, Mail, Package, Phone } from 'lucide-react'
import { Button } from '../../../ui/button.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { HUB_CONTACTS, OPENING_HOURS } from './contact-details.ts'
import { telOf } from '../../../../domain/admin/public-settings.ts'
import { useSystemSettings } from '../../../app/system-settings.ts'
import { HubGrid } from '../../../ui/hub-card.tsx'
import { onDarkPrimary, onDarkSecondary, Section, type To } from '../../../ui/section.tsx'
import { hubNameIn } from '../../../ui/hub-names.ts'

export function ContactPage() {
  const { i18n, t } = useLingui()
  const time = (hour: number) => i18n.date(new Date(2025, 0, 6, hour), { hour: 'numeric', minute: '2-digit' })
  const weekdayHours = `${time(OPENING_HOURS.weekdays.open)} – ${time(OPENING_HOURS.weekdays.close)}`
  const saturdayHours = `${time(OPENING_HOURS.saturday.open)} – ${time(OPENING_HOURS.saturday.close)}`
  // The support line and address admins set (/admin/system); each hub's own number is listed below.
  const { supportPhone, supportEmail } = useSystemSettings()
  const mainPhone = { phone: supportPhone, tel: telOf(supportPhone) }
  const subject = encodeURIComponent(t`Window film enquiry`)

  const shortcuts: { to: To; icon: typeof Mail; title: string; text: string }[] = [
    {
      to: '/homeowner-estimate',
      icon: Calculator,
      title: t`Get an estimate`,
      text: t`The fastest way to a price for your windows.`,
    },
    {
      to: '/track-order',
      icon: Package,
      title: t`Track an order`,
      text: t`See where your film is, from cutting to delivery.`,
    },
    {
      to: '/enterprise',
      icon: Building2,
      title: t`Enterprise and government`,
      text: t`Programs for schools, banks, fleets and agencies.`,
    },
  ]

  return (
    <>
      <PageHeader
        eyebrow={t`Contact`}
        title={t`Contact us`}
        description={t`Talk to a film specialist at your nearest hub. We answer emails within one business day.`}
      >
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className={onDarkPrimary}>
            <a href={`mailto:${supportEmail}?subject=${subject}`}>
              <Mail aria-hidden />
              <Trans>Email us</Trans>
            </a>
          </Button>
          <Button asChild size="lg" className={onDarkSecondary}>
            <a href={`tel:${mainPhone.tel}`}>
              <Phone aria-hidden />
              {mainPhone.phone}
            </a>
          </Button>
        </div>
      </PageHeader>

      <Section title={t`How can we help?`}>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {shortcuts.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-accent-400 hover:shadow-md"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="flex flex-1 flex-col gap-1">
                  <span className="font-semibold text-brand-900">{title}</span>
                  <span className="text-sm text-slate-600">{text}</span>
                </span>
                <ArrowRight
                  className="size-4 shrink-0 self-center text-accent-600 transition group-hover:translate-x-1"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" eyebrow={t`Our hubs`} title={t`Visit or call your nearest hub`}>
        <HubGrid
          details={(hub) => {
            const contact = HUB_CONTACTS[hub.id]
            const hubName = hubNameIn(i18n, hub.id)
            const phone = contact.phone
            return (
              <div className="mt-auto flex flex-col gap-3 border-t border-slate-100 pt-4 text-sm">
                <address className="text-slate-700 not-italic">
                  {contact.street}
                  <br />
                  {contact.locality}
                </address>
                <a
                  href={`tel:${contact.tel}`}
                  className="inline-flex w-fit items-center gap-2 font-semibold text-brand-700 hover:underline"
                  aria-label={t`Call the ${hubName} hub: ${phone}`}
                >
                  <Phone className="size-4" aria-hidden />
                  {contact.phone}
                </a>
              </div>
            )
          }}
        />
      </Section>

      <Section eyebrow={t`Write to us`} title={t`Email and opening hours`}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
            <Mail className="size-8 text-accent-600" aria-hidden />
            <h3 className="text-xl font-bold text-brand-900">
              <Trans>Email</Trans>
            </h3>
            <a
              href={`mailto:${supportEmail}?subject=${subject}`}
              className="w-fit text-lg font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {supportEmail}
            </a>
            <p className="text-slate-600">
              <Trans>To get an accurate answer the first time, include:</Trans>
            </p>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-slate-600 marker:text-accent-600">
              <li>
                <Trans>Your ZIP code and whether the building is a home, business or vehicle</Trans>
              </li>
              <li>
                <Trans>The number and rough size of the windows</Trans>
              </li>
              <li>
                <Trans>What you want to solve: heat, glare, privacy, security or storms</Trans>
              </li>
              <li>
                <Trans>A few photos of the windows, if you have them</Trans>
              </li>
            </ul>
          </div>
          <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
            <Clock className="size-8 text-accent-600" aria-hidden />
            <h3 className="text-xl font-bold text-brand-900">
              <Trans>Opening hours</Trans>
            </h3>
            <dl className="divide-y divide-slate-100">
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-600">
                  <Trans>Monday to Friday</Trans>
                </dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{weekdayHours}</dd>
              </div>
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-600">
                  <Trans>Saturday</Trans>
                </dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{saturdayHours}</dd>
              </div>
              <div className="flex justify-between gap-4 py-3">
                <dt className="text-slate-600">
                  <Trans>Sunday</Trans>
                </dt>
                <dd className="font-semibold text-slate-900">
                  <Trans>Closed</Trans>
                </dd>
              </div>
            </dl>
            <p className="text-sm text-slate-500">
              <Trans>
                All hubs keep the same hours, Eastern Time. Installations can be scheduled after hours for
                businesses.
              </Trans>
            </p>
          </div>
        </div>
      </Section>
    </>
  )
}
