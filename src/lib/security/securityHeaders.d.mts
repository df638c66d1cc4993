export function securityHeaders(options: {
  production: boolean
  dev?: boolean
  imageHosts?: string[]
  formTargets?: string[]
}): { key: string; value: string }[]
