import { useLingui } from '@lingui/react/macro'
import { cn } from '../../ui/cn.ts'
import { displayName } from './installer-names.ts'

const SIZES = { md: 'size-14 text-lg', lg: 'size-20 text-2xl md:size-24' } as const

/** The company logo, or the name's initials on a brand square when there is none. */
export function InstallerAvatar({
  installer,
  size = 'md',
  className,
}: {
  installer: { company: string; username: string; logoUrl: string | null }
  size?: keyof typeof SIZES
  className?: string
}) {
  const { t } = useLingui()
  const name = displayName(installer)
  const box = cn('grid shrink-0 place-items-center overflow-hidden rounded-xl', SIZES[size], className)
  if (installer.logoUrl)
    return (
      <span className={cn(box, 'border border-slate-200 bg-white')}>
        <img src={installer.logoUrl} alt={t`${name} logo`} className="size-full object-contain" />
      </span>
    )
  return (
    <span aria-hidden className={cn(box, 'bg-brand-800 font-bold tracking-wide text-white')}>
      {initialsOf(name)}
    </span>
  )
}

/** "Coastal Tint Co" → "CT"; "installer" → "IN". */
function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean)
  const letters =
    words.length >= 2 ? [...words[0]!].slice(0, 1).concat([...words[1]!].slice(0, 1)) : [...name].slice(0, 2)
  return letters.join('').toUpperCase()
}
