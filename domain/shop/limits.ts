/** Order limits: the schemas (./order.ts), the server's checks and the cart all read them here. */
export const ORDER_LIMITS = {
  /** Distinct lines in one order. */
  lines: 30,
  /** Pieces (rolls, cuts, kits) on one line. */
  quantity: 50,
  /** Sample packs in one order, of all films together: a few to compare, not stock to resell. */
  samples: 3,
  /** A service (the onboarding package) is bought once per order, however many lines name it. */
  services: 1,
  /** The shortest cut sold from a roll, in feet. */
  minCutFt: 5,
  name: 100,
  company: 100,
  street: 200,
  city: 100,
  phone: 40,
  email: 254,
  productId: 100,
} as const
