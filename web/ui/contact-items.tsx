import { Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

const LINK = 'text-brand-700 underline-offset-4 hover:underline'

/** A visitor's phone number as the team calls it, with what to know before calling (`after`). */
export function PhoneItem({ phone, after }: { phone: string; after?: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Phone className="size-4 shrink-0 text-slate-500" aria-hidden />
      <a className={LINK} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
        {phone}
      </a>
      {after}
    </li>
  )
}

export function EmailItem({ email }: { email: string }) {
  return (
    <li className="flex items-center gap-2">
      <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
      <a className={`break-all ${LINK}`} href={`mailto:${email}`}>
        {email}
      </a>
    </li>
  )
}
