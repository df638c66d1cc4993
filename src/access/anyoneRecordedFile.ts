import type { Access } from 'payload'

/**
 * Anyone may read; a file is served only when a document names it. With plain `true` Payload's
 * file route skips that lookup and serves whatever lies in the upload folder, so a stray file
 * there would be public. A condition makes it look the name up (including the image sizes).
 */
export const anyoneRecordedFile: Access = ({ isReadingStaticFile }) =>
  isReadingStaticFile ? { id: { exists: true } } : true
