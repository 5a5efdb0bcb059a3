import type { Piece } from './roll-plan.ts'

/**
 * Twenty Southeast-US houses as an installer measures them: one line per glass size (daylight
 * opening, before trim), sashes of hung windows counted as separate panes. Fixed data for the roll
 * planner's benchmark (`npm run bench:estimator`) and its tests; nothing here is random.
 */
export interface BenchHouse {
  id: string
  name: string
  /** False for patterned decorative film, which cannot be turned on the roll. */
  allowRotation: boolean
  pieces: Piece[]
}

/** "30 1/2" → 30.5: the sizes below read the way they are written on a measuring sheet. */
function inches(size: string): number {
  const [whole = '', fraction] = size.split(' ')
  if (!fraction) return Number(whole)
  const [numerator = '', denominator = ''] = fraction.split('/')
  return Number(whole) + Number(numerator) / Number(denominator)
}

function pane(id: string, width: string, height: string, quantity: number): Piece {
  return { id, widthIn: inches(width), heightIn: inches(height), quantity }
}

export const BENCH_HOUSES: readonly BenchHouse[] = [
  {
    id: 'h01',
    name: 'Block ranch, Tampa FL (solar)',
    allowRotation: true,
    pieces: [
      pane('living-picture', '71 1/4', '47 1/4', 1),
      pane('slider-panel', '33 1/4', '76 1/4', 2),
      pane('bedroom-sash', '32 1/4', '27 1/2', 8),
      pane('kitchen-sash', '32 1/4', '17 3/4', 2),
      pane('bath-sash', '20 3/4', '15 1/4', 4),
      pane('dining-sash', '30 1/2', '27 1/2', 4),
      pane('sidelight', '10', '64', 2),
      pane('entry-transom', '36', '12', 1),
    ],
  },
  {
    id: 'h02',
    name: 'Cottage, Savannah GA (solar, street side)',
    allowRotation: true,
    pieces: [
      pane('parlor-sash', '28 1/4', '34 1/2', 4),
      pane('front-sash', '24 1/4', '30 3/8', 4),
      pane('door-lite', '22', '36', 1),
      pane('transom', '34 1/2', '14 1/4', 1),
    ],
  },
  {
    id: 'h03',
    name: 'Two-story colonial, Charlotte NC (security)',
    allowRotation: true,
    pieces: [
      pane('family-sash', '32 1/4', '27 1/2', 6),
      pane('living-sash', '32 1/4', '27 1/2', 6),
      pane('dining-sash', '28 1/4', '27 1/2', 4),
      pane('kitchen-sash', '32 1/4', '21 3/4', 2),
      pane('french-door-lite', '22 1/2', '64 1/8', 2),
      pane('sidelight', '12', '78', 2),
      pane('half-round', '70', '20 1/4', 1),
      pane('garage-entry', '20 1/2', '36 5/8', 1),
    ],
  },
  {
    id: 'h04',
    name: 'Beach house, Gulf Shores AL (solar, view side)',
    allowRotation: true,
    pieces: [
      pane('gulf-picture', '71 1/2', '59 1/4', 2),
      pane('gulf-slider', '45', '76', 4),
      pane('gulf-transom', '71 1/2', '17 3/4', 2),
      pane('deck-casement', '20 1/2', '44 1/4', 6),
      pane('stair-window', '35 5/8', '59 1/4', 2),
      pane('loft-awning', '35 5/8', '19 3/8', 4),
    ],
  },
  {
    id: 'h05',
    name: 'Bungalow, New Orleans LA (patterned privacy, baths and entry)',
    allowRotation: false,
    pieces: [
      pane('bath-sash', '26 1/4', '24 3/8', 4),
      pane('shower-window', '22', '16', 2),
      pane('entry-sidelight', '11 3/4', '59 1/2', 2),
      pane('door-lite', '20 1/2', '52 5/8', 1),
      pane('powder-room', '18', '30 1/4', 2),
      pane('transom', '40', '12 1/2', 1),
    ],
  },
  {
    id: 'h06',
    name: 'Split-level, Atlanta GA (solar, west and south)',
    allowRotation: true,
    pieces: [
      pane('great-room-sash', '32 1/4', '29 7/8', 6),
      pane('great-room-picture', '59 1/2', '47 1/4', 1),
      pane('bedroom-sash', '28 1/4', '24 1/2', 8),
      pane('slider-panel', '33 1/4', '76 1/4', 2),
      pane('bonus-room', '30 1/2', '54 1/4', 3),
      pane('kitchen-sash', '32 1/4', '17 3/4', 2),
    ],
  },
  {
    id: 'h07',
    name: 'Condo, Miami FL (solar, full glass)',
    allowRotation: true,
    pieces: [
      pane('balcony-slider', '45 1/4', '91 1/2', 4),
      pane('living-fixed', '47 1/4', '59 1/4', 3),
      pane('bedroom-casement', '23 1/2', '59 1/4', 4),
      pane('kitchen-awning', '35 5/8', '23 1/4', 2),
    ],
  },
  {
    id: 'h08',
    name: 'Farmhouse, Lexington KY (security, ground floor)',
    allowRotation: true,
    pieces: [
      pane('porch-sash', '30 1/2', '32 3/4', 10),
      pane('kitchen-sash', '34 1/4', '24 1/2', 4),
      pane('mudroom-door', '22', '64', 1),
      pane('french-door-lite', '22 1/2', '64 1/8', 4),
      pane('sidelight', '12', '78', 2),
      pane('transom', '68', '14', 1),
      pane('bath-sash', '22 1/4', '18 1/2', 2),
    ],
  },
  {
    id: 'h09',
    name: 'Townhouse, Charleston SC (solar, rear elevation)',
    allowRotation: true,
    pieces: [
      pane('rear-sash', '28 1/4', '40 3/8', 8),
      pane('piazza-door-lite', '26 5/8', '70 1/2', 4),
      pane('stair-transom', '30', '15 1/2', 2),
      pane('bath-sash', '22 1/4', '24 1/2', 2),
    ],
  },
  {
    id: 'h10',
    name: 'Lake house, Chattanooga TN (solar, lake side)',
    allowRotation: true,
    pieces: [
      pane('great-room-picture', '71 1/4', '47 1/4', 2),
      pane('great-room-awning', '71 1/4', '17 1/2', 2),
      pane('gable-trapezoid', '58', '34 3/4', 2),
      pane('slider-panel', '33 1/4', '76 1/4', 4),
      pane('bedroom-casement', '20 1/2', '52 3/8', 8),
      pane('bunk-room-sash', '24 1/4', '27 1/2', 6),
      pane('kitchen-casement', '20 1/2', '36 3/8', 4),
      pane('loft-window', '35 5/8', '35 5/8', 2),
    ],
  },
  {
    id: 'h11',
    name: 'Craftsman, Raleigh NC (patterned gradient, front rooms)',
    allowRotation: false,
    pieces: [
      pane('front-sash-lower', '30 1/2', '26 1/4', 6),
      pane('door-lite', '20 1/2', '36 5/8', 1),
      pane('sidelight', '10', '64', 2),
      pane('office-french-lite', '10 1/4', '22 5/8', 10),
      pane('transom', '36', '12', 1),
    ],
  },
  {
    id: 'h12',
    name: 'Stucco two-story, Orlando FL (solar, whole house)',
    allowRotation: true,
    pieces: [
      pane('bedroom-sash', '32 1/4', '27 1/2', 14),
      pane('bath-sash', '20 3/4', '15 1/4', 6),
      pane('living-picture', '71 1/4', '47 1/4', 1),
      pane('living-transom', '71 1/4', '17 1/2', 1),
      pane('slider-panel', '45', '76', 3),
      pane('dining-sash', '30 1/2', '27 1/2', 4),
      pane('stair-picture', '35 5/8', '59 1/4', 1),
      pane('nook-casement', '20 1/2', '44 1/4', 6),
      pane('sidelight', '12', '78', 2),
      pane('garage-window', '32 1/4', '21 3/4', 2),
    ],
  },
  {
    id: 'h13',
    name: 'Brick ranch, Birmingham AL (security, all ground floor)',
    allowRotation: true,
    pieces: [
      pane('sash-36', '32 1/4', '27 1/2', 12),
      pane('sash-32', '28 1/4', '27 1/2', 8),
      pane('sash-24', '20 1/4', '17 3/4', 4),
      pane('picture', '59 1/2', '47 1/4', 1),
      pane('patio-door-lite', '22 1/2', '64 1/8', 2),
      pane('storm-door', '31 1/2', '64 1/4', 1),
      pane('sidelight', '12', '64', 2),
      pane('transom', '36', '12', 2),
    ],
  },
  {
    id: 'h14',
    name: 'Modern infill, Austin TX (solar, west wall)',
    allowRotation: true,
    pieces: [
      pane('clerestory', '71 3/8', '17 7/8', 6),
      pane('corner-fixed', '47 3/4', '95 1/2', 2),
      pane('slider-panel', '45', '91 1/2', 3),
      pane('office-casement', '23 1/2', '59 1/4', 4),
      pane('bath-awning', '35 5/8', '19 3/8', 2),
      pane('kitchen-fixed', '59 1/4', '23 1/2', 2),
      pane('stair-slot', '11 3/4', '83 1/4', 6),
      pane('bedroom-casement', '23 1/2', '47 1/4', 6),
      pane('den-picture', '59 1/4', '47 1/4', 1),
      pane('entry-transom', '35 5/8', '11 3/4', 2),
    ],
  },
  {
    id: 'h15',
    name: 'Antebellum, Natchez MS (UV film, tall sashes)',
    allowRotation: true,
    pieces: [
      pane('parlor-sash', '30 1/4', '48 3/8', 12),
      pane('dining-sash', '30 1/4', '48 3/8', 8),
      pane('library-sash', '26 1/2', '42 1/4', 8),
      pane('entry-sidelight', '14 1/4', '84', 2),
      pane('fanlight', '62', '22 1/2', 1),
      pane('hall-sash', '24 3/4', '36 1/8', 6),
      pane('stair-window', '30 1/4', '60 1/2', 2),
      pane('pantry-sash', '18 3/8', '24 1/4', 4),
      pane('attic-vent-glass', '20', '20', 3),
    ],
  },
  {
    id: 'h16',
    name: 'Suburban two-story, Jacksonville FL (solar, south and west)',
    allowRotation: true,
    pieces: [
      pane('sash-36x60', '32 1/4', '27 1/2', 16),
      pane('sash-32x60', '28 1/4', '27 1/2', 10),
      pane('sash-24x36', '20 1/4', '15 1/4', 6),
      pane('picture-72x48', '71 1/4', '47 1/4', 1),
      pane('slider-panel', '33 1/4', '76 1/4', 4),
      pane('bonus-room', '30 1/2', '54 1/4', 4),
      pane('nook-casement', '20 1/2', '44 1/4', 6),
      pane('transom', '36', '12', 3),
    ],
  },
  {
    id: 'h17',
    name: 'Condo, St. Petersburg FL (patterned reeded, showers and entry)',
    allowRotation: false,
    pieces: [
      pane('shower-glass', '26 1/2', '68 3/4', 2),
      pane('bath-window', '35 5/8', '23 1/4', 2),
      pane('entry-sidelight', '11 3/4', '59 1/2', 2),
      pane('closet-door-lite', '14 1/4', '78 1/2', 4),
      pane('laundry-window', '23 1/2', '35 1/4', 2),
      pane('den-french-lite', '20 1/2', '64', 2),
    ],
  },
  {
    id: 'h18',
    name: 'Hill country ranch, San Antonio TX (solar, whole house)',
    allowRotation: true,
    pieces: [
      pane('sash-36x60', '32 1/4', '27 1/2', 18),
      pane('sash-30x60', '26 1/4', '27 1/2', 8),
      pane('great-room-picture', '71 1/4', '59 1/4', 2),
      pane('great-room-transom', '71 1/4', '17 1/2', 2),
      pane('patio-slider', '45', '76', 4),
      pane('kitchen-sash', '32 1/4', '21 3/4', 4),
      pane('bath-sash', '20 3/4', '15 1/4', 6),
      pane('sidelight', '12', '78', 2),
      pane('office-casement', '20 1/2', '52 3/8', 6),
    ],
  },
  {
    id: 'h19',
    name: 'Victorian, Asheville NC (security, ground floor)',
    allowRotation: true,
    pieces: [
      pane('bay-center', '35 5/8', '59 1/4', 2),
      pane('bay-side', '18 3/8', '59 1/4', 4),
      pane('parlor-sash', '28 1/4', '34 1/2', 8),
      pane('parlor-transom', '28 1/4', '12 3/4', 4),
      pane('door-oval', '22', '36', 1),
      pane('sidelight', '10 1/2', '56 7/8', 2),
      pane('kitchen-sash', '30 1/2', '26 1/4', 6),
      pane('pantry-sash', '18 3/8', '24 1/4', 4),
      pane('back-door-lite', '20 1/2', '36 5/8', 1),
      pane('porch-sash', '30 1/2', '32 3/4', 8),
    ],
  },
  {
    id: 'h20',
    name: 'Custom estate, Naples FL (solar, 60 panes)',
    allowRotation: true,
    pieces: [
      pane('lanai-slider', '45 1/4', '91 1/2', 6),
      pane('living-picture', '71 1/4', '59 1/4', 2),
      pane('living-transom', '71 1/4', '23 1/4', 2),
      pane('dining-fixed', '47 1/4', '59 1/4', 2),
      pane('bedroom-casement', '23 1/2', '59 1/4', 12),
      pane('bath-awning', '35 5/8', '19 3/8', 6),
      pane('study-sash', '32 1/4', '27 1/2', 8),
      pane('hall-sash', '28 1/4', '27 1/2', 6),
      pane('entry-sidelight', '14 1/4', '84', 2),
      pane('entry-transom', '68', '16 1/2', 1),
      pane('stair-picture', '35 5/8', '59 1/4', 2),
      pane('guest-casement', '20 1/2', '44 1/4', 6),
      pane('cabana-window', '30 1/2', '54 1/4', 5),
    ],
  },
]
