import { hash, hashSync, verify, type Options } from '@node-rs/argon2'

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); @node-rs/argon2 uses argon2id by default. */
const OPTIONS: Options = { memoryCost: 19456, timeCost: 2, outputLen: 32, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** For the seed, which runs synchronously at start-up. */
export function hashPasswordSync(password: string): string {
  return hashSync(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the same work as a real check, so an unknown username answers no faster than a wrong
 * password and response times do not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only')
  await verifyPassword(await dummyHash, password)
  return false
}
