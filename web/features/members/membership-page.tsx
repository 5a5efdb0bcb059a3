import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LayoutDashboard, LogOut, Sparkles, UserRound } from 'lucide-react'
import { LOCALE_NAMES } from '../../../domain/i18n/locales.ts'
import { Button } from '../../ui/button.tsx'
import { AdminSectionGrid } from '../admin/admin-section-grid.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useSignOut } from '../../app/sync/sign-out.tsx'
import { useCurrentLocale } from '../../app/language/language-button.tsx'
import { LanguageSwitcher } from '../../app/language/language-switcher.tsx'
import { roleLabel } from '../../app/session/role-label.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { Panel } from '../../ui/panel.tsx'

/** /membership: "System" for administrators, "Member Settings" for everyone else. */
export function MembershipPage() {
  const { i18n, t } = useLingui()
  const { user } = useAuth()
  const signOut = useSignOut()
  const locale = useCurrentLocale()
  if (!user) return null
  return (
    <>
      <PageHeader
        title={user.isAdmin ? t`System` : t`Member Settings`}
        description={
          user.isAdmin
            ? t`Your administrator account and the system tools.`
            : t`Your membership plan, language and account.`
        }
      />
      <div className="mx-auto grid grid-cols-1 w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-2">
        <Panel title={t`Account`}>
          <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="font-semibold text-slate-500">{t`Username`}</dt>
            <dd className="text-slate-900">{user.username}</dd>
            <dt className="font-semibold text-slate-500">{t`Role`}</dt>
            <dd className="text-slate-900">{i18n._(roleLabel(user))}</dd>
            <dt className="font-semibold text-slate-500">{t`Email`}</dt>
            <dd className="text-slate-900">{user.emailVerifiedAt ? t`Verified` : t`Not verified yet`}</dd>
          </dl>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/profile">
                <UserRound aria-hidden />
                <Trans>Edit profile</Trans>
              </Link>
            </Button>
            <Button variant="ghost" size="sm" className="text-red-700" onClick={signOut}>
              <LogOut aria-hidden />
              <Trans>Sign Out</Trans>
            </Button>
          </div>
        </Panel>
        <Panel
          title={t`Language`}
          description={t`The interface is shown in ${LOCALE_NAMES[locale]} on this device.`}
        >
          <LanguageSwitcher className="border border-slate-300" />
        </Panel>
        {!user.isAdmin && (
          <Panel
            title={t`Your plan`}
            description={t`Free Forever: unlimited estimates, saved projects and offline measuring.`}
          >
            <Button asChild variant="outline">
              <Link to="/membership-plans">
                <Sparkles aria-hidden />
                <Trans>Compare membership plans</Trans>
              </Link>
            </Button>
          </Panel>
        )}
      </div>
      {user.isAdmin && (
        <section
          aria-labelledby="system-sections"
          className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 pb-10 sm:px-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="system-sections" className="text-xl font-semibold text-slate-900">
              <Trans>Admin sections</Trans>
            </h2>
            <Button asChild>
              <Link to="/admin">
                <LayoutDashboard aria-hidden />
                <Trans>Admin Dashboard</Trans>
              </Link>
            </Button>
          </div>
          <AdminSectionGrid />
        </section>
      )}
    </>
  )
}
