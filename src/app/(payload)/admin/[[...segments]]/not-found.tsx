/* Payload's generated admin not-found page; its wiring is shared with page.tsx (../adminView). */
import { NotFoundPage } from '@payloadcms/next/views'
import { adminViewProps, generateAdminMetadata, type AdminViewArgs } from '../adminView'

export const generateMetadata = generateAdminMetadata

const NotFound = (args: AdminViewArgs) => NotFoundPage(adminViewProps(args))

export default NotFound
