/*
 * What Payload's generated admin page.tsx and not-found.tsx both wired up: the config, the import
 * map and the page metadata. Payload writes those two files only when a project is created
 * (`payload generate:importmap` rewrites importMap.js alone), so they import this one module.
 */
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

/** The props Payload's RootPage and NotFoundPage take: the route's params with config and import map. */
export const adminViewProps = ({ params, searchParams }: AdminViewArgs) => ({
  config,
  params,
  searchParams,
  importMap,
})
