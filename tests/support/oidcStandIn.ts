/**
 * A local stand-in for Google's OpenID Connect server, so tests run Auth.js's real Google provider
 * (issuer overridden) without leaving the machine: discovery, an authorization page where a person
 * consents as someone, the token endpoint (client_secret_basic + PKCE S256), RS256-signed ID tokens,
 * JWKS and userinfo.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { escapeHtml } from '../../src/lib/html/escapeHtml'

export type OidcStandIn = {
  issuer: string
  clientId: string
  clientSecret: string
  stop(): Promise<void>
}

type Person = { email: string; name: string; emailVerified: boolean }
type Grant = {
  person: Person
  clientId: string
  redirectUri: string
  challenge?: string
  nonce?: string
  expires: number
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export async function startOidcStandIn(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<OidcStandIn> {
  const clientId = options.clientId ?? 'roomwise-test-client.apps.googleusercontent.com'
  const clientSecret = options.clientSecret ?? crypto.randomBytes(24).toString('hex')
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = crypto.randomBytes(8).toString('hex')
  const codes = new Map<string, Grant>()
  const tokens = new Map<string, Person>()
  let issuer = ''

  const signJwt = (claims: Record<string, unknown>) => {
    const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }))
    const body = b64url(JSON.stringify(claims))
    const signature = crypto.sign('sha256', Buffer.from(`${head}.${body}`), privateKey)
    return `${head}.${body}.${b64url(signature)}`
  }
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body))
  }
  const readBody = async (req: http.IncomingMessage) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    return new URLSearchParams(raw)
  }

  const consentPage = (
    query: URLSearchParams,
  ) => `<!doctype html><html lang="en"><head><title>Sign in – Google stand-in</title></head>
<body><main><h1>Choose an account</h1><p>to continue to Roomwise</p>
<form method="post" action="/authorize">
${[...query].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('\n')}
<p><label for="email">Email</label> <input id="email" name="login_email" type="email" value="ana.lima@example.com"></p>
<p><label for="name">Name</label> <input id="name" name="login_name" value="Ana Lima"></p>
<p><label><input type="checkbox" name="login_unverified"> This address is not verified</label></p>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></main></body></html>`

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', issuer)
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
      })
    }
    if (url.pathname === '/jwks')
      return json(res, 200, {
        keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
      })
    if (url.pathname === '/authorize' && req.method === 'GET') {
      if (url.searchParams.get('client_id') !== clientId)
        return json(res, 400, { error: 'invalid_client' })
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(consentPage(url.searchParams))
      return
    }
    if (url.pathname === '/authorize' && req.method === 'POST') {
      const form = await readBody(req)
      const redirectUri = form.get('redirect_uri') ?? ''
      const back = new URL(redirectUri)
      const state = form.get('state')
      if (state) back.searchParams.set('state', state)
      if (form.get('decision') !== 'allow') {
        back.searchParams.set('error', 'access_denied')
      } else {
        const code = crypto.randomBytes(16).toString('hex')
        const person = {
          email: form.get('login_email') ?? '',
          name: form.get('login_name') ?? '',
          emailVerified: !form.get('login_unverified'),
        }
        codes.set(code, {
          person,
          clientId: form.get('client_id') ?? '',
          redirectUri,
          challenge: form.get('code_challenge') ?? undefined,
          nonce: form.get('nonce') ?? undefined,
          expires: Date.now() + 60_000,
        })
        back.searchParams.set('code', code)
      }
      res.writeHead(302, { location: back.toString() }).end()
      return
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = await readBody(req)
      const basic = (req.headers.authorization ?? '').replace(/^Basic /, '')
      const [id, secret] = Buffer.from(basic, 'base64')
        .toString()
        .split(':')
        .map(decodeURIComponent)
      if (id !== clientId || secret !== clientSecret)
        return json(res, 401, { error: 'invalid_client' })
      const grant = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const refusal = !grant
        ? 'unknown or already used code'
        : grant.expires < Date.now()
          ? 'code expired'
          : grant.redirectUri !== form.get('redirect_uri')
            ? `redirect_uri ${form.get('redirect_uri')} differs from ${grant.redirectUri}`
            : undefined
      if (refusal || !grant)
        return json(res, 400, { error: 'invalid_grant', error_description: refusal })
      const verifier = form.get('code_verifier') ?? ''
      if (
        grant.challenge &&
        b64url(crypto.createHash('sha256').update(verifier).digest()) !== grant.challenge
      ) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'PKCE verification failed',
        })
      }
      const now = Math.floor(Date.now() / 1000)
      const sub = crypto.createHash('sha256').update(grant.person.email).digest('hex').slice(0, 21)
      const accessToken = crypto.randomBytes(24).toString('hex')
      tokens.set(accessToken, grant.person)
      const idToken = signJwt({
        iss: issuer,
        aud: clientId,
        sub,
        iat: now,
        exp: now + 3600,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
        email: grant.person.email,
        email_verified: grant.person.emailVerified,
        name: grant.person.name,
        picture: `${issuer}/avatar/${sub}.png`,
      })
      return json(res, 200, {
        access_token: accessToken,
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: 3599,
        scope: 'openid email profile',
      })
    }
    if (url.pathname === '/userinfo') {
      const person = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
      if (!person) return json(res, 401, { error: 'invalid_token' })
      return json(res, 200, {
        email: person.email,
        email_verified: person.emailVerified,
        name: person.name,
      })
    }
    json(res, 404, { error: 'not_found' })
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      json(res, 500, { error: 'server_error', error_description: String(error) }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
