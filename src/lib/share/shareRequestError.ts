import { errorNamed } from '@/lib/errors/errorNamed'
import { RequestRefusal } from '@/lib/http/refusals'

/** A share request refused on purpose (nothing to share yet, too many links): its status and sentence. */
export class ShareRequestError extends RequestRefusal {
  override name = 'ShareRequestError'
}

export const isShareRequestError = errorNamed<ShareRequestError>('ShareRequestError')
