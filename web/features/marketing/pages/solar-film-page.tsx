import { msg } from '@lingui/core/macro'
import { Building2, Car, Eye, Home, Monitor, Palette, Sofa, Sun, Thermometer, Zap } from 'lucide-react'
import { FilmCategoryPage, type FilmPageCopy } from './film-category-page.tsx'

const copy: FilmPageCopy = {
  eyebrow: msg`Heat, glare and UV control`,
  lead: msg`Ceramic and dual-reflective window films that keep rooms cooler, cut glare and stop fading, while keeping the view.`,
  overviewTitle: msg`Keep the light, lose the heat`,
  overview: [
    msg`Southern sun pours heat through glass for most of the year. Solar control film rejects a large share of the sun's energy before it enters the room: ceramic films absorb and re-radiate infrared heat, while dual-reflective films bounce it back outside with a mirrored exterior and a low-reflection interior.`,
    msg`The result is rooms that stay comfortable near the window, air conditioning that runs less, and screens you can read without closing the blinds. Every film in the range blocks 99% of UV, the main cause of faded floors, furniture and artwork.`,
    msg`Choose the shade by visible light transmitted: a high number keeps the glass almost clear, a low number gives more privacy and stronger heat and glare control.`,
  ],
  benefits: [
    {
      icon: Thermometer,
      title: msg`Less heat`,
      text: msg`Rejects a large share of solar energy, evening out hot spots next to west- and south-facing glass.`,
    },
    {
      icon: Eye,
      title: msg`Less glare`,
      text: msg`Softens harsh light on screens and TVs without shutting out the daylight.`,
    },
    {
      icon: Palette,
      title: msg`Less fading`,
      text: msg`Blocks 99% of UV to protect floors, furniture, artwork and merchandise.`,
    },
    {
      icon: Zap,
      title: msg`Energy savings`,
      text: msg`Lower cooling loads mean lower utility bills and less strain on HVAC equipment in long Southern summers.`,
    },
  ],
  applications: [
    {
      icon: Home,
      title: msg`Living rooms and sunrooms`,
      text: msg`Makes rooms with big windows usable on summer afternoons.`,
    },
    {
      icon: Monitor,
      title: msg`Home offices`,
      text: msg`Cuts screen glare so you can keep the blinds open.`,
    },
    {
      icon: Building2,
      title: msg`Office buildings`,
      text: msg`Balances temperatures between sunny and shaded sides of the building.`,
    },
    {
      icon: Sofa,
      title: msg`Showrooms and retail`,
      text: msg`Keeps merchandise and displays from fading in the window.`,
    },
    {
      icon: Car,
      title: msg`Fleet vehicles`,
      text: msg`Keeps cabins cooler and protects drivers from UV on long routes.`,
    },
    {
      icon: Sun,
      title: msg`Skylights and atriums`,
      text: msg`Tames overhead sun where shading is hard to install.`,
    },
  ],
  installIntro: msg`Most homes are finished in a single day. Install it yourself with a DIY order, or let a certified installer do it.`,
  install: [
    {
      title: msg`Choose your shade`,
      text: msg`Compare visible light and heat rejection; we can bring samples so you see them on your own glass.`,
    },
    {
      title: msg`Check the glass`,
      text: msg`We confirm the film suits your glass type, including dual-pane and low-E units, to avoid thermal stress.`,
    },
    {
      title: msg`Clean and apply`,
      text: msg`Glass is cleaned, and the film is wet-applied, squeegeed and trimmed to the edges.`,
    },
    {
      title: msg`Let it cure`,
      text: msg`Small water pockets and haze clear on their own within a few weeks; do not clean the film for 30 days.`,
    },
  ],
  note: {
    title: msg`Dual-pane and low-E glass`,
    text: msg`Darker, more absorptive films can add thermal stress to some insulated units. Our estimator checks your glass type and only recommends films approved for it, so the warranty covers the glass as well as the film.`,
  },
  ctaTitle: msg`See how much heat you could block`,
  ctaText: msg`Our estimate includes the film we recommend for each window and its expected energy savings.`,
}

export function SolarControlPage() {
  return <FilmCategoryPage category="solar" copy={copy} />
}
