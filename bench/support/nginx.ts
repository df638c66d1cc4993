import fs from 'node:fs'
import path from 'node:path'

import { startNginxOnFreePort, type RunningNginx } from '../../scripts/lib/nginx'
import { renderNginxConfig } from '../../scripts/lib/nginxConfig'

export { ensureNginx } from '../../scripts/lib/nginx'

type Served = RunningNginx & { url: string }

/**
 * Serves one saved HTML document on a free loopback port from a foreground nginx with a temporary
 * configuration in `folder`: the floor for what any server can do with the same bytes here.
 */
export async function serveStaticHtml(
  nginx: string,
  folder: string,
  html: string,
): Promise<Served> {
  fs.mkdirSync(folder, { recursive: true, mode: 0o755 })
  fs.writeFileSync(path.join(folder, 'page.html'), html, { mode: 0o644 })
  const served = await startNginxOnFreePort(
    nginx,
    folder,
    (port) => `  server {
    listen 127.0.0.1:${port};
    root ${folder};
    location / { default_type text/html; try_files /page.html =404; }
  }`,
  )
  return { ...served, url: `http://127.0.0.1:${served.port}/` }
}

/** The repository's production configuration (deploy/nginx) in front of `upstreams`. */
export async function serveProductionConfig(
  nginx: string,
  folder: string,
  upstreams: string[],
): Promise<Served> {
  const served = await startNginxOnFreePort(nginx, folder, (port) =>
    renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      upstreams,
      cacheDir: path.join(folder, 'cache'),
    }),
  )
  return { ...served, url: `http://127.0.0.1:${served.port}` }
}

/** nginx as a plain load balancer (no cache) over `upstreams`, the same proxy settings otherwise. */
export async function serveLoadBalancer(
  nginx: string,
  folder: string,
  upstreams: string[],
): Promise<Served> {
  const http = (port: number) => `  upstream roomwise_web {
    least_conn;
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    # deploy/nginx's buffers: with nginx's defaults a 60 kB page spills to a temporary file.
    proxy_buffer_size 16k;
    proxy_buffers 8 16k;
    proxy_busy_buffers_size 32k;
    location / { proxy_pass http://roomwise_web; }
  }`
  const served = await startNginxOnFreePort(nginx, folder, http)
  return { ...served, url: `http://127.0.0.1:${served.port}` }
}
