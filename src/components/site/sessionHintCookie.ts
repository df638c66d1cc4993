import { SESSION_HINT_COOKIE as NAME, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/sessionCookie'

// `rw_session=1` (src/lib/auth/sessionHint.ts) only decides whether the header asks /api/session.
export const hasSessionHint = (): boolean =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith(`${NAME}=1`))

function writeHint(value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${NAME}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
}

export const rememberSessionHint = () => writeHint('1', SESSION_MAX_AGE_SECONDS)
export const forgetSessionHint = () => writeHint('', 0)
