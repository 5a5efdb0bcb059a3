import type { Plugin } from 'vite'

/**
 * A build step that runs once the browser build has written its files (the service worker
 * included), given the output folder; steps run one after another, in the order of the plugins.
 */
export function afterBuild(name: string, step: (outDir: string) => Promise<void>): Plugin {
  let outDir = ''
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => step(outDir),
    },
  }
}
