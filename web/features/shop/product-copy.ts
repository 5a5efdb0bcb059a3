import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/*
 * The shop's words about each product, translated. Film lines are keyed by their line SKU, so one
 * entry serves every width of a roll; kits, tools and sample packs by their own SKU. The figures
 * quoted here are the spec-sheet figures in domain/catalog/films.ts; keep them in step.
 */

export interface ProductCopy {
  /** Translated name; absent for film lines, whose names are brand names shown as they are. */
  name?: MessageDescriptor
  /** One short sentence for product cards (≤ 110 characters in English). */
  summary: MessageDescriptor
  /** 2–4 sentences for the product page: what it does, where it fits, what to know before buying/installing. */
  description: MessageDescriptor
  /** 3–5 short bullet points ("Holds shattered glass in the frame", "Install on the inside surface"). */
  highlights: MessageDescriptor[]
}

const INSIDE_SURFACE = msg`Install on the inside surface`
const CHECK_GLASS = msg`Check dual-pane and large annealed glass for thermal stress first`
const NOT_HURRICANE_GLASS = msg`Not a substitute for impact-rated windows or shutters`
const WET_GLAZE = msg`Anchor to the frame with wet-glaze silicone`
const PATTERN_WASTE = msg`Plan cuts before ordering and allow extra film`
const FREE = msg`Free`

/** By film line SKU (FILM_LINES[].sku) for rolls, by product SKU for kits, tools and sample packs. */
export const PRODUCT_COPY: Readonly<Record<string, ProductCopy>> = Object.freeze({
  // Security films
  'SEC-4C': {
    summary: msg`Entry-level clear safety film that holds broken glass together and blocks 99% of UV.`,
    description: msg`A 4 mil clear film that keeps a broken pane in one sheet instead of letting it fall as loose shards, which matters for glass doors, sidelites and children’s rooms. At 89% visible light it barely changes the look of the window, and it blocks 99% of UV. It slows a casual break-in but is too thin to stop a determined one; for smash-and-grab protection, choose 8 mil or thicker with an attachment system.`,
    highlights: [
      msg`Holds shattered glass together in one sheet`,
      msg`89% visible light: looks like bare glass`,
      msg`Blocks 99% of UV`,
      INSIDE_SURFACE,
      msg`15-year residential, 10-year commercial warranty`,
    ],
  },
  'SEC-8C': {
    summary: msg`Clear 8 mil security film for ground-floor windows and glass doors that slows smash-and-grab entry.`,
    description: msg`Our most common choice for homes and small storefronts: thick enough to make breaking through a pane slow and noisy, thin enough for a careful DIY install. It passes 88% of visible light, so it stays close to invisible. On its own the film holds broken glass in one sheet; a wet-glaze attachment to the frame keeps that sheet from being pushed out of the opening. It also helps keep glass in place when debris hits it in hurricane season, but it is not hurricane-proof glass and doesn’t replace impact windows or shutters where code requires them.`,
    highlights: [
      msg`Slows smash-and-grab entry`,
      msg`88% visible light, 99% of UV blocked`,
      msg`Pair with wet-glaze attachment for the full effect`,
      NOT_HURRICANE_GLASS,
      msg`15-year residential, 12-year commercial warranty`,
    ],
  },
  'SEC-14C': {
    summary: msg`Heavy clear security film for storefronts and glass entries, best with a wet-glaze attachment.`,
    description: msg`At 14 mil this film turns a pane into a tough, flexible sheet that takes repeated blows to get through, buying time for an alarm and a response at storefronts, offices and exposed glass entries. It still passes 87% of visible light. The film is stiff and unforgiving to install: plan on hard cards, a conqueror squeegee and an experienced installer, and anchor it to the frame with wet-glaze silicone. Like all film, it helps hold glass in place in a storm but is not hurricane-proof glass.`,
    highlights: [
      msg`Resists repeated blows at storefronts and entries`,
      msg`87% visible light, 99% of UV blocked`,
      msg`Stiff film: professional installation recommended`,
      WET_GLAZE,
      msg`15-year residential, 12-year commercial warranty`,
    ],
  },
  'SEC-15S': {
    summary: msg`Tinted 15 mil security film that also rejects 58% of solar energy, for sunny glass that needs both.`,
    description: msg`Heavy security film and solar control in one: a 15 mil sheet that holds broken glass in the frame and rejects 58% of the sun’s energy, with 35% visible light. It suits west- and south-facing storefronts and sliders where glare and break-ins are both a problem. Because the tint absorbs heat, it can cause thermal-stress cracks in dual-pane units and large annealed panes, so ask us to check your glass before ordering. Use a wet-glaze attachment for full security performance.`,
    highlights: [
      msg`Security and heat rejection in one film`,
      msg`Rejects 58% of solar energy, 35% visible light`,
      CHECK_GLASS,
      WET_GLAZE,
      msg`15-year residential, 12-year commercial warranty`,
    ],
  },
  'BAL-21': {
    summary: msg`Our thickest clear security film, 21 mil, for high-risk glass that has to hold up to forced entry.`,
    description: msg`A 21 mil clear film for glass that draws repeated attacks, such as pharmacies, jewelry stores and school entrances. It passes 84% of visible light and keeps glass in the frame under sustained blows when anchored with a wet-glaze or mechanical attachment system. Despite the name, film on ordinary glass does not make a window bullet-resistant, and it is not hurricane-proof glass. Its thickness makes it a job for a professional installer.`,
    highlights: [
      msg`Thickest film we stock: 21 mil`,
      msg`84% visible light, 99% of UV blocked`,
      msg`Not a bullet-resistance rating`,
      msg`Needs an attachment system and a professional install`,
      msg`12-year residential, 10-year commercial warranty`,
    ],
  },

  // Solar control films
  'SOL-CR20': {
    summary: msg`Dark ceramic film that rejects 61% of solar energy and cuts hard glare on sun-facing glass.`,
    description: msg`Lets through 20% of visible light, so rooms get noticeably darker and the glare of low afternoon sun drops sharply. It rejects 61% of solar energy and 99% of UV without the mirror look of a reflective film. It gives privacy by day, but at night with the lights on inside people can see in. Dark films absorb heat, so have dual-pane and large annealed glass checked for thermal stress before installing.`,
    highlights: [
      msg`Rejects 61% of solar energy`,
      msg`20% visible light: strong glare control`,
      msg`Privacy by day, not at night with lights on inside`,
      CHECK_GLASS,
      msg`20-year residential, 15-year commercial warranty`,
    ],
  },
  'SOL-CR40': {
    summary: msg`Mid-shade ceramic film that rejects 52% of solar energy and keeps rooms comfortably bright.`,
    description: msg`The balanced choice for living rooms and offices: 40% visible light trims the glare on screens without making the room feel dim. It rejects 52% of solar energy and 99% of UV, which takes the edge off summer afternoons in Florida and Georgia and slows the fading of floors and furniture. It has a neutral, non-mirrored look from the street. As with any tinted film, ask us to check dual-pane or large annealed glass that gets direct sun.`,
    highlights: [
      msg`Rejects 52% of solar energy`,
      msg`40% visible light: less glare, still bright`,
      msg`Blocks 99% of UV to slow fading`,
      INSIDE_SURFACE,
      msg`20-year residential, 15-year commercial warranty`,
    ],
  },
  'SOL-CR70': {
    summary: msg`Nearly clear ceramic film: keeps 70% of visible light and rejects 45% of solar energy.`,
    description: msg`For windows where the view and the look of the house matter: the film passes 70% of visible light and is hard to notice from outside, which helps with HOA rules and historic districts. It still rejects 45% of solar energy and 99% of UV. It does much less for glare and privacy than a darker film, so choose it for heat and fading, not for screening a room.`,
    highlights: [
      msg`Keeps 70% of visible light`,
      msg`Rejects 45% of solar energy and 99% of UV`,
      msg`Hard to notice from outside`,
      msg`No privacy: choose a darker film for that`,
      msg`20-year residential, 15-year commercial warranty`,
    ],
  },
  'SOL-DR15': {
    summary: msg`Mirrored outside, less reflective inside: rejects 77% of solar energy, the most of our solar films.`,
    description: msg`The strongest heat rejection in our solar range: 77% of solar energy with 15% visible light, for west-facing glass, sunrooms and offices that bake in the afternoon sun. The outside has a mirror finish that gives privacy by day; the inside is less reflective, so the view out stays clearer in the evening. After dark, with lights on inside, the effect reverses and people can see in. Check HOA rules before using a mirrored film, and have dual-pane or large annealed glass checked for thermal stress.`,
    highlights: [
      msg`Rejects 77% of solar energy`,
      msg`Privacy by day from the mirrored side`,
      msg`Not private at night with lights on inside`,
      msg`Check HOA rules before installing`,
      CHECK_GLASS,
    ],
  },
  'SOL-DR35': {
    summary: msg`Lighter dual reflective film with 35% visible light that rejects 63% of solar energy.`,
    description: msg`Lets in more daylight than Dual Reflective 15 while still rejecting 63% of solar energy and 99% of UV, and it costs less per roll than our ceramic films. The mirrored exterior gives privacy by day and cuts the glare of bright summer skies; at night with lights on inside, people can see in. Many HOAs restrict mirrored finishes, so check before you order. Have dual-pane and large annealed glass checked for thermal stress.`,
    highlights: [
      msg`Rejects 63% of solar energy`,
      msg`35% visible light: brighter than Dual Reflective 15`,
      msg`Not private at night with lights on inside`,
      CHECK_GLASS,
      msg`15-year residential, 10-year commercial warranty`,
    ],
  },

  // Decorative films
  'DEC-FW': {
    summary: msg`Etched-glass look that blocks the view but lets the light through, day and night.`,
    description: msg`Frost White turns clear glass into an even white frost, the usual choice for bathroom windows, office conference rooms and glass entry doors. It passes 68% of visible light, so rooms stay bright, and unlike a reflective film it keeps its privacy at night. It costs far less than sandblasting or replacing the glass, and it can be removed later if the room changes use.`,
    highlights: [
      msg`Privacy day and night`,
      msg`Keeps 68% of visible light`,
      msg`For bathrooms, offices and glass doors`,
      msg`Removable, unlike etched glass`,
      INSIDE_SURFACE,
    ],
  },
  'DEC-DC': {
    summary: msg`A lighter frost that softens the view and lets in 73% of visible light.`,
    description: msg`A finer, more translucent frost than Frost White: shapes and movement behind the glass stay faintly visible, so it suits office partitions, glass doors and sidelites where you want to blur the view rather than block it. It passes 73% of visible light and blocks 99% of UV. A band of it at eye level also makes a large pane or glass door easy to see, so people don’t walk into it. For a bathroom, choose Frost White, which hides more.`,
    highlights: [
      msg`Blurs the view rather than blocking it`,
      msg`Keeps 73% of visible light`,
      msg`Suits partitions, doors and sidelites`,
      msg`Works as a visibility band on large glass`,
      msg`10-year residential, 7-year commercial warranty`,
    ],
  },
  'DEC-GR': {
    summary: msg`Frosted at one edge and fading to clear, for privacy low down and a view up high.`,
    description: msg`The film runs from frosted to clear, so you can screen the lower part of a window or glass door and keep the sky and treetops in view. It passes 55% of visible light overall. Because it is patterned, pieces cannot be rotated when cut: the fade has to run the same way on every pane, so plan your cuts before ordering and expect more waste than with a plain film.`,
    highlights: [
      msg`Privacy low down, view up high`,
      msg`Patterned: pieces can’t be rotated when cut`,
      PATTERN_WASTE,
      msg`Keeps 55% of visible light overall`,
      msg`10-year residential, 7-year commercial warranty`,
    ],
  },
  'DEC-RL': {
    summary: msg`Fluted-glass look in fine parallel lines, for doors, partitions and cabinet glass.`,
    description: msg`Reeded Linear gives plain glass the ribbed look of fluted glass, a popular finish for interior doors, office partitions and kitchen cabinet fronts. It blurs what is behind it and passes 62% of visible light. The lines must run the same way on every pane, so pieces cannot be rotated when cut; plan your cuts before ordering and allow extra film.`,
    highlights: [
      msg`Ribbed, fluted-glass look`,
      msg`Blurs the view, keeps 62% of visible light`,
      msg`Patterned: lines must run the same way on every pane`,
      PATTERN_WASTE,
      msg`10-year residential, 7-year commercial warranty`,
    ],
  },
  'DEC-BO': {
    summary: msg`Opaque film that blocks all visible light, for media rooms, nurseries, storage and sidelites.`,
    description: msg`Blocks all visible light and 100% of UV, for rooms that need to go fully dark and for glass you want to hide entirely, such as back-of-store windows, storage rooms and garage door panels. It also rejects 84% of solar energy. An opaque film puts more heat stress on sunny glass than a clear one, so check dual-pane and large annealed glass with us first. The window looks solid from both sides, day and night.`,
    highlights: [
      msg`Blocks all visible light and 100% of UV`,
      msg`Rejects 84% of solar energy`,
      msg`No view in or out, day or night`,
      CHECK_GLASS,
      msg`10-year residential, 7-year commercial warranty`,
    ],
  },

  // Kits
  'KIT-DIY': {
    name: msg`DIY Install Kit (squeegees, knife, spray bottle, slip solution)`,
    summary: msg`The basic tools for a first film install: squeegees, knife, spray bottle and slip solution.`,
    description: msg`The kit covers a wet install from start to finish: fill the spray bottle with slip solution, wet the glass and the film’s adhesive, float the film into place, squeegee the water out and trim the edges with the knife. It’s meant for homeowners putting solar or decorative film on their own windows. You’ll also need a razor scraper to clean the glass and lint-free towels. Thick security films need the harder tools in the Pro Installer Kit.`,
    highlights: [
      msg`Squeegees, knife, spray bottle and slip solution`,
      msg`For solar and decorative film installs`,
      msg`Add a razor scraper and lint-free towels`,
      msg`For thick security film, use the Pro Installer Kit`,
    ],
  },
  'KIT-PRO': {
    name: msg`Pro Installer Kit (hard card set, conqueror, scrapers, 20 blades)`,
    summary: msg`Hard cards, a conqueror squeegee, scrapers and 20 blades for installers who fit film every day.`,
    description: msg`Built for professional installers, including on stiff 8 to 21 mil security films that a soft squeegee can’t push the water out of. The hard card set works edges and corners, the conqueror does the main water removal under firm pressure, the scrapers prepare the glass and the 20 blades cover trimming. Slip solution and a sprayer are not included. Add the Gasket Wedge Squeegee for windows with tight gaskets.`,
    highlights: [
      msg`Hard card set, conqueror, scrapers and 20 blades`,
      msg`Firm enough for thick security film`,
      msg`Slip solution and sprayer not included`,
      msg`Restock with the 100-blade pack`,
    ],
  },

  // Tools
  'TOOL-BLADES': {
    name: msg`Snap-off Blades, 9 mm stainless (100 pack)`,
    summary: msg`100 stainless 9 mm snap-off blades for clean trims that don’t tear or drag the film.`,
    description: msg`A sharp edge is what keeps trim lines straight and stops the film from tearing, so installers snap to a fresh segment every few cuts. These are 9 mm blades for standard snap-off knives, in stainless steel that stands up to slip solution without rusting. Cut with light pressure so the blade doesn’t score the glass.`,
    highlights: [
      msg`100 blades, 9 mm, stainless steel`,
      msg`Fit standard 9 mm snap-off knives`,
      msg`Snap to a fresh edge often`,
      msg`Don’t rust in slip solution`,
    ],
  },
  'TOOL-GASKET': {
    name: msg`Gasket Wedge Squeegee`,
    summary: msg`Narrow wedge squeegee for pushing water out along gaskets and frames and tucking film edges.`,
    description: msg`The wedge tip reaches the last fraction of an inch of film along a gasket or frame, where a full-size squeegee can’t, and pushes out the water that would otherwise wick back and leave bubbles at the edge. It is also the tool for tucking film under rubber gaskets on storefront and vinyl windows. Use a light hand on soft gaskets so you don’t lift or tear the film edge.`,
    highlights: [
      msg`Reaches film edges along frames and gaskets`,
      msg`Pushes out edge water that causes bubbles`,
      msg`Tucks film under rubber gaskets`,
    ],
  },
  'TOOL-WETGLAZE': {
    name: msg`Wet-Glaze Attachment Silicone (10.1 oz, 12 pack)`,
    summary: msg`Structural silicone that bonds security film to the frame so broken glass stays in the opening.`,
    description: msg`A security film holds broken glass in one sheet, but without an attachment that sheet can still be pushed out of the frame. A bead of this silicone run over the film’s edge and onto the frame anchors the two together, the wet-glaze method for our Shield and Ballistic Barrier films. Clean both surfaces, test adhesion on the frame material, and let the film dry at the edges before you apply the bead. Each 10.1 oz cartridge fits a standard caulk gun.`,
    highlights: [
      msg`Anchors security film to the frame`,
      msg`For Shield and Ballistic Barrier films`,
      msg`Test adhesion on the frame material first`,
      msg`12 cartridges of 10.1 oz, standard caulk gun size`,
    ],
  },

  // Sample packs
  'SMP-SEC': {
    name: msg`Security Film Sample Pack (5 swatches)`,
    summary: msg`Five free swatches of our security films to compare clarity and thickness at your own window.`,
    description: msg`Five swatches of our security films, free. Hold them against your own glass to see how clear each one looks, and feel the difference in thickness between the thin and the heavy films. A swatch shows look and feel only; it can’t show how a film performs against a break-in or in a storm. Ask us about an attachment system when you order.`,
    highlights: [
      FREE,
      msg`Five swatches of our security films`,
      msg`Compare clarity and thickness at your window`,
      msg`Shows look and feel, not impact performance`,
    ],
  },
  'SMP-SOL': {
    name: msg`Solar Control Sample Pack (6 swatches)`,
    summary: msg`Six free swatches of our ceramic and dual reflective films to compare shades at your own window.`,
    description: msg`Six swatches of our solar films, free, from light ceramic to dark dual reflective. Tape them to your glass and look at them in the morning, in the afternoon sun and after dark, from inside and from the street: shade, reflection and privacy all change with the light. Have the reflective swatches in hand when you check your HOA rules.`,
    highlights: [
      FREE,
      msg`Six swatches, from light ceramic to dark reflective`,
      msg`Check shade and reflection at different times of day`,
      msg`Look from inside and from the street`,
    ],
  },
  'SMP-DEC': {
    name: msg`Decorative Film Sample Pack (5 swatches)`,
    summary: msg`Five free swatches of our frosted, patterned and blackout films to judge privacy at your window.`,
    description: msg`Five swatches of our decorative films, free, covering frosted, patterned and blackout finishes. Put them on a bathroom window, an office partition or a glass door and check how much they hide with the lights on, on each side of the glass. Patterned films look different up close and from across the room, so step back before you decide.`,
    highlights: [
      FREE,
      msg`Frosted, patterned and blackout finishes`,
      msg`Check privacy with the lights on, on each side`,
    ],
  },

  // Services
  'SVC-ONBOARD': {
    name: msg`Professional Onboarding Package`,
    summary: msg`One-on-one training, account setup, pricing sheet and marketing material, done with you in your first week.`,
    description: msg`For installers and dealers starting with us. After you order, an onboarding specialist calls to book your sessions at a time that suits you. Together you set up your account and team, configure your pricing sheet so every estimate quotes your prices, prepare your marketing material, and train one-on-one on your own jobs: measuring, estimating, ordering film and following orders. Nothing is shipped and no sales tax applies.`,
    highlights: [
      msg`One-on-one personal training`,
      msg`Custom account setup`,
      msg`Pricing sheet configuration`,
      msg`Marketing material setup`,
    ],
  },
})

/** The copy of a product: its own SKU first, else its film line's. */
export function productCopy(product: { sku: string; filmSku: string | null }): ProductCopy | undefined {
  if (Object.hasOwn(PRODUCT_COPY, product.sku)) return PRODUCT_COPY[product.sku]
  if (product.filmSku !== null && Object.hasOwn(PRODUCT_COPY, product.filmSku))
    return PRODUCT_COPY[product.filmSku]
  return undefined
}
