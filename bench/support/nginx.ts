import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from '../../scripts/lib/freePort'
import { spawnGroup, stopChild } from '../../scripts/lib/childProcess'

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

/**
 * Serves one saved HTML document on a free loopback port from a foreground nginx with a temporary
 * configuration in `folder`: the floor for what any server can do with the same bytes here.
 */
export async function serveStaticHtml(
  nginx: string,
  folder: string,
  html: string,
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  fs.mkdirSync(folder, { recursive: true, mode: 0o755 })
  fs.chmodSync(folder, 0o755) // nginx workers run as an unprivileged user
  fs.writeFileSync(path.join(folder, 'page.html'), html, { mode: 0o644 })
  const port = await freePort()
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
  server {
    listen 127.0.0.1:${port};
    root ${folder};
    location / { default_type text/html; try_files /page.html =404; }
  }
}
`,
  )
  const child = spawnGroup(
    nginx,
    ['-e', 'stderr', '-p', folder, '-c', path.join(folder, 'nginx.conf')],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 10_000
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopChild(child)
      throw new Error('nginx did not start; see its messages above.')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, pid: child.pid, stop: () => stopChild(child) }
}
