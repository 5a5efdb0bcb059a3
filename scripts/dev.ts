/** Development: the API on :3001 (restarts on change) and Vite on :5173 proxying /api to it. */
import { spawn } from 'node:child_process'

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'api/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001' },
  }),
  spawn('node_modules/.bin/vite', ['--port', '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: '3001' },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
