// better-sqlite3's prebuilt binaries are downloaded from GitHub, which this project's machines
// cannot reach, so every clean install compiles SQLite from source: two and a half minutes of one
// core, most of a clean install. prebuild-install looks in npm's cache (~/.npm/_prebuilds) before
// it downloads anything. After an install compiled the binary, this keeps it there under the name
// prebuild-install looks for, so the next clone on the same machine unpacks it in a second.
// prebuild-install loads a cached binary before it uses it and compiles from source when that
// fails, and the name carries the version, Node's ABI, platform and architecture.
// Never fails the install: at worst the next install compiles again.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

try {
  const packageDir = path.dirname(require.resolve('better-sqlite3/package.json'))
  const fromPackage = createRequire(path.join(packageDir, 'package.json'))
  const pkg = fromPackage('./package.json')
  const rc = fromPackage('prebuild-install/rc')(pkg)
  const util = fromPackage('prebuild-install/util')
  const cached = util.cachedPrebuild(util.getDownloadUrl({ ...rc, pkg }))
  const binary = 'build/Release/better_sqlite3.node'

  if (!existsSync(cached) && existsSync(path.join(packageDir, binary))) {
    const Database = require('better-sqlite3')
    new Database(':memory:').close()

    mkdirSync(path.dirname(cached), { recursive: true })
    const partial = `${cached}.${process.pid}.tmp`
    const tar = spawnSync('tar', ['-czf', partial, '-C', packageDir, binary])
    if (tar.status === 0) {
      renameSync(partial, cached)
      console.log(`kept the compiled better-sqlite3 for the next install: ${cached}`)
    } else {
      rmSync(partial, { force: true })
    }
  }
} catch (error) {
  console.warn(`the compiled better-sqlite3 was not kept for the next install: ${error.message}`)
}
