import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { spawnGroup, stopChild } from './childProcess'
import { freePort } from './freePort'

const NGINX = '/usr/sbin/nginx'

/** Debian's nginx, installed when missing and allowed (root with apt-get); undefined when unavailable. */
export function ensureNginx(): string | undefined {
  if (fs.existsSync(NGINX)) return NGINX
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.info('nginx is missing; installing Debian’s package (apt-get install -y nginx)…')
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  return fs.existsSync(NGINX) ? NGINX : undefined
}

export type RunningNginx = { pid: number | undefined; stop: () => Promise<void> }

/** Whether `port` accepts a connection within a second (a dropped SYN would otherwise hang it). */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', timeout: 1_000 })
    const answer = (accepted: boolean) => {
      socket.destroy()
      resolve(accepted)
    }
    socket.once('connect', () => answer(true))
    socket.once('timeout', () => answer(false))
    socket.once('error', () => answer(false))
  })

/**
 * A foreground nginx with `http` (the inside of its http block) in a temporary configuration in
 * `folder`, ready once `port` accepts connections (a connection, not a request: tests count the
 * requests their upstream sees).
 */
export async function startNginx(
  nginx: string,
  folder: string,
  http: string,
  port: number,
): Promise<RunningNginx> {
  fs.mkdirSync(folder, { recursive: true, mode: 0o755 })
  fs.chmodSync(folder, 0o755) // nginx workers run as an unprivileged user
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, `${name}-temp`)};`
  fs.writeFileSync(
    path.join(folder, 'nginx.conf'),
    `daemon off;
worker_processes auto;
pid ${path.join(folder, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 1000000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${http}
}
`,
  )
  const child = spawnGroup(
    nginx,
    ['-e', 'stderr', '-p', folder, '-c', path.join(folder, 'nginx.conf')],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const deadline = Date.now() + 10_000
  while (!(await accepts(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopChild(child)
      throw new Error('nginx did not start; see its messages above.')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { pid: child.pid, stop: () => stopChild(child) }
}

/**
 * startNginx on a free loopback port, with `httpFor(port)` its configuration. A port picked before
 * nginx binds it can be taken meanwhile (a parallel test's connection); nginx then exits, and the
 * next attempt picks another.
 */
export async function startNginxOnFreePort(
  nginx: string,
  folder: string,
  httpFor: (port: number) => string,
  attempts = 3,
): Promise<RunningNginx & { port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      return { ...(await startNginx(nginx, folder, httpFor(port), port)), port }
    } catch (error) {
      if (attempt >= attempts) throw error
    }
  }
}
