/* Payload's generated admin page; its wiring is shared with not-found.tsx (../adminView). */
import { RootPage } from '@payloadcms/next/views'
import { adminViewProps, generateAdminMetadata, type AdminViewArgs } from '../adminView'

export const generateMetadata = generateAdminMetadata

const Page = (args: AdminViewArgs) => RootPage(adminViewProps(args))

export default Page
