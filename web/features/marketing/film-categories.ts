import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ShieldCheck, Sparkles, Sun, type LucideIcon } from 'lucide-react'
import type { FilmCategory } from '../../../domain/catalog/films.ts'

export interface CategoryMeta {
  to: '/security-safety-film' | '/solar-control-films' | '/decorative-privacy-films'
  icon: LucideIcon
  title: MessageDescriptor
  blurb: MessageDescriptor
  highlights: MessageDescriptor[]
  explore: MessageDescriptor
}

/** The three film families: where their page lives and how they are introduced elsewhere. */
export const CATEGORY_META: Record<FilmCategory, CategoryMeta> = {
  security: {
    to: '/security-safety-film',
    icon: ShieldCheck,
    title: msg`Security & Safety Film`,
    blurb: msg`Optically clear film that holds shattered glass in the frame against break-ins, storms and blasts.`,
    highlights: [
      msg`Smash-and-grab resistance`,
      msg`Hurricane and blast mitigation`,
      msg`Ballistic laminate options`,
    ],
    explore: msg`Explore security films`,
  },
  solar: {
    to: '/solar-control-films',
    icon: Sun,
    title: msg`Solar Control Films`,
    blurb: msg`Ceramic and dual-reflective films that cut heat, glare and fading without darkening the view.`,
    highlights: [
      msg`Cooler rooms, lower energy bills`,
      msg`Less glare on screens`,
      msg`Protects floors and furniture`,
    ],
    explore: msg`Explore solar films`,
  },
  decorative: {
    to: '/decorative-privacy-films',
    icon: Sparkles,
    title: msg`Decorative & Privacy Films`,
    blurb: msg`Frosted, gradient and patterned films for privacy, style and branding on any glass.`,
    highlights: [
      msg`Privacy that still lets light in`,
      msg`Frosted, reeded and gradient finishes`,
      msg`Logos and custom branding`,
    ],
    explore: msg`Explore decorative films`,
  },
}
