// Never a cached copy; undefined when not answered with JSON (offline, refused, a proxy's error page).
export async function fetchServed<T>(url: string, signal?: AbortSignal): Promise<T | undefined> {
  const response = await fetch(url, { cache: 'no-store', signal }).catch(() => undefined)
  if (!response?.ok) return undefined
  return ((await response.json().catch(() => undefined)) as T | null | undefined) ?? undefined
}
