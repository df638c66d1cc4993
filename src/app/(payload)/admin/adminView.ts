// The wiring Payload's generated admin page.tsx and not-found.tsx share (it never regenerates them).
import type { Metadata } from 'next'

import config from '@payload-config'
import { generatePageMetadata } from '@payloadcms/next/views'
import { importMap } from './importMap'

export type AdminViewArgs = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateAdminMetadata = ({ params, searchParams }: AdminViewArgs): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

export const adminViewProps = ({ params, searchParams }: AdminViewArgs) => ({
  config,
  params,
  searchParams,
  importMap,
})
