import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Calculator, Home } from 'lucide-react'
import { Button } from '../../ui/button.tsx'

export function NotFound() {
  const { t } = useLingui()
  const popular = [
    { to: '/security-safety-film', label: t`Security & Safety Film` },
    { to: '/solar-control-films', label: t`Solar Control Films` },
    { to: '/decorative-privacy-films', label: t`Decorative & Privacy Films` },
    { to: '/pricing', label: t`Pricing` },
    { to: '/track-order', label: t`Track Order` },
    { to: '/membership-plans', label: t`Membership Plans` },
    { to: '/help', label: t`Help Center` },
  ] as const
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-20 text-center">
      <p className="text-7xl font-black text-brand-700" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="text-slate-600">
        <Trans>Sorry, the page you are looking for does not exist or has been moved.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden />
            <Trans>Back to Home</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/homeowner-estimate">
            <Calculator aria-hidden />
            <Trans>Get Estimate</Trans>
          </Link>
        </Button>
      </div>
      <nav
        aria-labelledby="popular-pages"
        className="w-full rounded-xl border border-slate-200 bg-white p-5 text-left"
      >
        <h2 id="popular-pages" className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          <Trans>Popular pages</Trans>
        </h2>
        <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {popular.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="block rounded-md px-2 py-1.5 text-brand-700 hover:bg-brand-50">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
