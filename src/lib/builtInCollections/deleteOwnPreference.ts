import type { PayloadHandler, Where } from 'payload'
import { NOT_ALLOWED, refusal } from '@/lib/payload/refusal'

const slug = 'payload-preferences'

/**
 * `DELETE /api/payload-preferences/:key`, answered here instead of by Payload 3.89, whose handler
 * passes `key` + `user.value` + `user.relationTo` straight to the Postgres adapter's `deleteOne`:
 * that builds its SELECT with the polymorphic `user` join missing ("missing FROM-clause entry for
 * table <uuid>"), so every such delete answered 500. Finding the row with the same filter works
 * (Payload's own GET /:key does it), and deleting by id needs no join. Still only the caller's own
 * preference: the filter is the signed-in user, never anything from the request but the key.
 */
export const deleteOwnPreference: PayloadHandler = async (req) => {
  const user = req.user
  if (!user) return refusal(403, NOT_ALLOWED)
  const key = String(req.routeParams?.key ?? '')
  const where: Where = {
    and: [
      { key: { equals: key } },
      { 'user.value': { equals: user.id } },
      { 'user.relationTo': { equals: user.collection } },
    ],
  }
  const { docs } = await req.payload.db.find({
    collection: slug,
    limit: 1,
    pagination: false,
    req,
    where,
  })
  const found = docs[0] as { id: number | string } | undefined
  if (!found) return refusal(404, 'Not Found')
  await req.payload.db.deleteOne({ collection: slug, req, where: { id: { equals: found.id } } })
  return Response.json({ ...found, message: req.t('general:deletedSuccessfully') }, { status: 200 })
}
