import type { Db } from '../../db/client.ts'

export interface StoredFile {
  mime: string
  bytes: Buffer
}

/** Content-addressed: storing the same bytes twice keeps the first row. */
export function insertFile(
  db: Db,
  file: { sha256: string; mime: string; bytes: Uint8Array; createdAt: string },
): void {
  db.prepare(
    `INSERT INTO files (sha256, mime, bytes, size, created_at) VALUES (@sha256, @mime, @bytes, @size, @createdAt)
     ON CONFLICT (sha256) DO NOTHING`,
  ).run({ ...file, bytes: Buffer.from(file.bytes), size: file.bytes.byteLength })
}

export function findFile(db: Db, sha256: string): StoredFile | undefined {
  return db.prepare('SELECT mime, bytes FROM files WHERE sha256 = ?').get(sha256) as StoredFile | undefined
}

/** A file anyone may fetch: only company logos are public; estimate photos go through sync's access rules. */
export function findPublicFile(db: Db, sha256: string): StoredFile | undefined {
  return db
    .prepare(
      `SELECT mime, bytes FROM files
       WHERE sha256 = ? AND EXISTS (SELECT 1 FROM profiles WHERE profiles.logo_file = files.sha256)`,
    )
    .get(sha256) as StoredFile | undefined
}
