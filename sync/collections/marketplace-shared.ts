/** Ids the devices make (uuids) and user ids. */
export const marketplaceIdSchema = { type: 'string', maxLength: 64 } as const

/** Photo ids: the SHA-256 of the bytes, as the files store names them. */
export const photoIdsSchema = (maxItems: number) =>
  ({ type: 'array', maxItems, items: { type: 'string', maxLength: 64, pattern: '^[0-9a-f]{64}$' } }) as const
