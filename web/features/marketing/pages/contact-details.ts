import type { HubId } from '../../../../domain/hubs/hubs.ts'

/** Where the public reaches us. Addresses and 555-01xx numbers are placeholders until the real ones are supplied. */
export const CONTACT_EMAIL = 'hello@southernshieldfilm.com'

export interface HubContact {
  street: string
  locality: string
  /** Shown as written; `tel` is the dialable form. */
  phone: string
  tel: string
}

export const HUB_CONTACTS: Record<HubId, HubContact> = {
  atlanta: {
    street: '1875 Marietta Blvd NW, Suite 200',
    locality: 'Atlanta, GA 30318',
    phone: '(404) 555-0142',
    tel: '+14045550142',
  },
  florida: {
    street: '6250 Hazeltine National Dr, Suite 110',
    locality: 'Orlando, FL 32822',
    phone: '(407) 555-0168',
    tel: '+14075550168',
  },
  carolinas: {
    street: '4420 Stuart Andrew Blvd, Suite 300',
    locality: 'Charlotte, NC 28217',
    phone: '(704) 555-0119',
    tel: '+17045550119',
  },
}

/** Opening hours, 24-hour clock, Eastern Time; every hub keeps the same hours. */
export const OPENING_HOURS = { weekdays: { open: 8, close: 18 }, saturday: { open: 9, close: 13 } } as const
