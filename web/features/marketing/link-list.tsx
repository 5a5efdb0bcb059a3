import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { cn } from '../../ui/cn.ts'
import type { To } from '../../ui/section.tsx'

export interface ListedLink {
  to: To
  hash?: string
  label: MessageDescriptor
}

/** A column of links, each with a chevron, as used by the help topics and the sitemap. */
export function LinkList({ links, className }: { links: ListedLink[]; className?: string }) {
  const { i18n } = useLingui()
  return (
    <ul className={cn('flex flex-col', className)}>
      {links.map((link) => (
        <li key={`${link.to}#${link.hash ?? ''}`}>
          <Link
            to={link.to}
            hash={link.hash}
            className="group flex items-center justify-between gap-3 rounded-md px-2 py-2 font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900"
          >
            {i18n._(link.label)}
            <ChevronRight
              className="size-4 shrink-0 text-slate-400 group-hover:text-accent-600"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  )
}
