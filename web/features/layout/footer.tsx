import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Mail, Phone } from 'lucide-react'
import { telOf } from '../../../domain/admin/public-settings.ts'
import { Logo } from '../../ui/logo.tsx'
import { useSystemSettings } from '../../app/system-settings.ts'

const COPYRIGHT_YEAR = __BUILD_YEAR__

export function Footer() {
  const { t } = useLingui()
  const { supportPhone, supportEmail } = useSystemSettings()
  const columns = [
    {
      title: t`Films`,
      links: [
        { to: '/shop', label: t`Shop` },
        { to: '/security-safety-film', label: t`Security & Safety Film` },
        { to: '/solar-control-films', label: t`Solar Control Films` },
        { to: '/decorative-privacy-films', label: t`Decorative & Privacy Films` },
        { to: '/diy-film-order', label: t`DIY Film Order` },
      ],
    },
    {
      title: t`Company`,
      links: [
        { to: '/about', label: t`About Us` },
        { to: '/enterprise', label: t`Enterprise` },
        { to: '/pricing', label: t`Pricing` },
        { to: '/membership-plans', label: t`Membership Plans` },
        { to: '/installer-showcase', label: t`Installer Showcase` },
      ],
    },
    {
      title: t`Support`,
      links: [
        { to: '/help', label: t`Help Center` },
        { to: '/faq', label: t`FAQ` },
        { to: '/track-order', label: t`Track Order` },
        { to: '/sitemap', label: t`Sitemap` },
        { to: '/internal', label: t`Employee Portal` },
      ],
    },
  ] as const
  return (
    <footer className="mt-auto print:hidden bg-brand-900 text-slate-300">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <Logo variant="dark" />
          <p className="max-w-xs text-sm text-slate-400">
            <Trans>
              Security, solar control and decorative window film for homes, businesses and fleets across the
              Southeast.
            </Trans>
          </p>
          <p className="flex flex-col gap-2 text-sm">
            <a
              href={`tel:${telOf(supportPhone)}`}
              className="inline-flex items-center gap-2 hover:text-white hover:underline"
            >
              <Phone aria-hidden className="size-4" />
              {supportPhone}
            </a>
            <a
              href={`mailto:${supportEmail}`}
              className="inline-flex items-center gap-2 hover:text-white hover:underline"
            >
              <Mail aria-hidden className="size-4" />
              {supportEmail}
            </a>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            <Trans>© {COPYRIGHT_YEAR} Southern Shield. All rights reserved.</Trans>
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/privacy" className="hover:text-white hover:underline">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-white hover:underline">
                <Trans>Terms of Service</Trans>
              </Link>
            </li>
            <li>
              <Link to="/contact" className="hover:text-white hover:underline">
                <Trans>Contact Us</Trans>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
