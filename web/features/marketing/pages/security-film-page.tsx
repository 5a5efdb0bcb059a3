import { msg } from '@lingui/core/macro'
import {
  Building2,
  CloudLightning,
  GraduationCap,
  Hammer,
  Home,
  Landmark,
  Lock,
  ShieldAlert,
  ShieldCheck,
  Store,
} from 'lucide-react'
import { FilmCategoryPage, type FilmPageCopy } from './film-category-page.tsx'

const copy: FilmPageCopy = {
  eyebrow: msg`Security & ballistic films`,
  lead: msg`Optically clear safety and security film that keeps broken glass in the frame, buying precious time against break-ins, storms and blasts.`,
  overviewTitle: msg`Glass that stays in the frame when it breaks`,
  overview: [
    msg`Ordinary glass fails in an instant: one strike and the opening is clear, and flying shards injure anyone nearby. Security film is a thick, tear-resistant polyester laminate bonded to the inside of the glass with an aggressive adhesive. When the glass breaks, the pieces stay stuck to the film and the pane stays in one sheet.`,
    msg`That turns a two-second smash-and-grab into a noisy, exhausting job that most intruders abandon, and it keeps glass from flying during hurricanes, tornadoes and explosions. Thicker films and anchored attachment systems raise the level of protection for storefronts, schools and government buildings.`,
    msg`Every film in the range is virtually invisible and blocks 99% of ultraviolet light, so the view stays clear and interiors stop fading.`,
  ],
  benefits: [
    {
      icon: ShieldCheck,
      title: msg`Glass retention`,
      text: msg`Broken glass stays bonded to the film instead of falling out or flying into the room.`,
    },
    {
      icon: Lock,
      title: msg`Smash-and-grab deterrent`,
      text: msg`Intruders face repeated blows and a lot of noise before they can get through, which usually ends the attempt.`,
    },
    {
      icon: CloudLightning,
      title: msg`Hurricane and blast mitigation`,
      text: msg`Holds glass together under wind-borne debris and blast pressure, reducing injuries from flying shards.`,
    },
    {
      icon: Hammer,
      title: msg`Attachment systems`,
      text: msg`Wet-glaze and mechanical anchors tie the filmed glass to the frame so the whole pane resists being pushed in.`,
    },
  ],
  applications: [
    {
      icon: Store,
      title: msg`Storefronts and jewelers`,
      text: msg`Protects display windows and doors against smash-and-grab theft after hours.`,
    },
    {
      icon: GraduationCap,
      title: msg`Schools and campuses`,
      text: msg`Delays forced entry at entrances and ground-floor classrooms while lockdown procedures take effect.`,
    },
    {
      icon: Landmark,
      title: msg`Banks and government`,
      text: msg`GSA and DoD approved films for federal facilities, teller lines and lobbies.`,
    },
    {
      icon: Home,
      title: msg`Homes on the coast`,
      text: msg`Keeps glass in place during hurricanes and tropical storms, and slows burglars on patio doors.`,
    },
    {
      icon: Building2,
      title: msg`Offices and lobbies`,
      text: msg`Reduces injury risk from glass in storms, accidents and blasts in high-traffic areas.`,
    },
    {
      icon: ShieldAlert,
      title: msg`Critical facilities`,
      text: msg`Ballistic laminates and anchored systems for control rooms, pharmacies and cash rooms.`,
    },
  ],
  installIntro: msg`Security film is installed by our certified teams; the attachment system is what makes it work as a system.`,
  install: [
    {
      title: msg`Site survey`,
      text: msg`We measure every pane, check the glass type and frame, and recommend a film thickness and attachment system.`,
    },
    {
      title: msg`Glass preparation`,
      text: msg`Glass is deep-cleaned and scraped edge to edge so the adhesive bonds to the whole surface.`,
    },
    {
      title: msg`Film application`,
      text: msg`The film is wet-applied, squeegeed and trimmed to the edge of the glass, with no visible seams on standard panes.`,
    },
    {
      title: msg`Anchoring and curing`,
      text: msg`Where specified, a structural silicone or mechanical attachment ties the film to the frame. The film cures fully in about 30 days.`,
    },
  ],
  note: {
    title: msg`About ballistic protection`,
    text: msg`The ballistic laminate in this range is designed to be part of a rated glazing system. Film on its own does not make ordinary glass bullet-resistant; for ballistic ratings we specify the laminate together with the glazing and frame and provide the test documentation.`,
  },
  ctaTitle: msg`Find the right level of protection`,
  ctaText: msg`Tell us about your building and we will recommend a film thickness and attachment system, with a written estimate.`,
}

export function SecurityFilmPage() {
  return <FilmCategoryPage category="security" copy={copy} />
}
