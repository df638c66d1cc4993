import { errorNamed } from '@/lib/errors/errorNamed'
import { RequestRefusal } from '@/lib/http/RequestRefusal'

export class ShareRequestError extends RequestRefusal {
  override name = 'ShareRequestError'
}

export const isShareRequestError = errorNamed<ShareRequestError>('ShareRequestError')
