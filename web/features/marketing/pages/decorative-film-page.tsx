import { msg } from '@lingui/core/macro'
import {
  Bath,
  Blend,
  Briefcase,
  DoorOpen,
  EyeOff,
  Layers,
  Moon,
  Paintbrush,
  Stethoscope,
  Store,
} from 'lucide-react'
import { FilmCategoryPage, type FilmPageCopy } from './film-category-page.tsx'

const copy: FilmPageCopy = {
  eyebrow: msg`Privacy, style and branding`,
  lead: msg`Frosted, gradient, reeded and blackout films that add privacy and design to any glass, at a fraction of the cost of replacing it.`,
  overviewTitle: msg`Privacy without losing the light`,
  overview: [
    msg`Decorative film changes how glass looks and how much it reveals. Frosted and dusted finishes blur the view while letting daylight through, gradients fade from clear to opaque so people can see out at eye level, and reeded patterns imitate fluted glass for a fraction of the price.`,
    msg`Offices use it for conference rooms, manifestation stripes and logos; homeowners use it on bathroom windows, sidelights and front doors. Blackout film closes off glass completely for server rooms, storage and media rooms.`,
    msg`The films are removable without damaging the glass, so a refresh or a new tenant does not mean new windows.`,
  ],
  benefits: [
    {
      icon: EyeOff,
      title: msg`Privacy`,
      text: msg`Blurs the view into bathrooms, offices and street-facing rooms while keeping them bright.`,
    },
    {
      icon: Layers,
      title: msg`Frosted finishes`,
      text: msg`The look of etched or sandblasted glass, clean and even, from soft dusted to bright white.`,
    },
    {
      icon: Blend,
      title: msg`Gradients`,
      text: msg`Fades from clear to frosted for privacy where it is needed and a view where it is not.`,
    },
    {
      icon: Paintbrush,
      title: msg`Branding`,
      text: msg`Logos, patterns and safety markings cut from film to put your brand on the glass.`,
    },
  ],
  applications: [
    {
      icon: Briefcase,
      title: msg`Conference rooms`,
      text: msg`Privacy bands and frosted walls for meeting rooms and glass offices.`,
    },
    {
      icon: Bath,
      title: msg`Bathrooms`,
      text: msg`Privacy on windows and shower glass without heavy blinds.`,
    },
    {
      icon: DoorOpen,
      title: msg`Front doors and sidelights`,
      text: msg`Lets light into the entry while keeping the hallway private.`,
    },
    {
      icon: Store,
      title: msg`Storefronts`,
      text: msg`Logos, opening hours and branded graphics on the glass.`,
    },
    {
      icon: Stethoscope,
      title: msg`Clinics and offices`,
      text: msg`Patient privacy in exam rooms and reception windows.`,
    },
    {
      icon: Moon,
      title: msg`Media and server rooms`,
      text: msg`Blackout film for full light control on glass you never look through.`,
    },
  ],
  installIntro: msg`Decorative film is cut to each pane and applied like other films. Patterns and logos need a little extra planning.`,
  install: [
    {
      title: msg`Choose a finish`,
      text: msg`Pick a frost, gradient, reeded or blackout finish, or send us your artwork for a custom design.`,
    },
    {
      title: msg`Plan the layout`,
      text: msg`We measure each pane and align patterns, gradients and logos so they line up across the glass.`,
    },
    {
      title: msg`Cut and apply`,
      text: msg`The film is cut to size, wet-applied and trimmed; logos are plotted and transferred in one piece.`,
    },
    {
      title: msg`Enjoy and update`,
      text: msg`Clean with a soft cloth after 30 days. When you want a change, the film peels off without harming the glass.`,
    },
  ],
  note: {
    title: msg`Patterned films can't be rotated`,
    text: msg`Films marked Patterned have a direction: the pattern has to run the same way on every pane, so they are always cut along the roll and never turned sideways to save film. Allow for this when you measure wide panes; our estimator plans the roll for you.`,
  },
  ctaTitle: msg`Design the look of your glass`,
  ctaText: msg`Send us your measurements or your artwork and we will prepare a layout and an estimate.`,
}

export function DecorativeFilmPage() {
  return <FilmCategoryPage category="decorative" copy={copy} />
}
