import { refusalNamed, RequestRefusal } from '@/lib/http/RequestRefusal'

/** A share request refused on purpose (nothing to share yet, too many links): its status and sentence. */
export class ShareRequestError extends RequestRefusal {
  override name = 'ShareRequestError'
}

export const isShareRequestError = refusalNamed<ShareRequestError>('ShareRequestError')
