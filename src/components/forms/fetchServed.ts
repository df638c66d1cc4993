/**
 * What one of our routes serves at `url` now (never a cached copy), or undefined when it did not
 * answer with it: offline, refused, a failure on our side, or not JSON (a proxy's error page).
 * Pollers keep what they showed.
 */
export async function fetchServed<T>(url: string, signal?: AbortSignal): Promise<T | undefined> {
  const response = await fetch(url, { cache: 'no-store', signal }).catch(() => undefined)
  if (!response?.ok) return undefined
  return ((await response.json().catch(() => undefined)) as T | null | undefined) ?? undefined
}
