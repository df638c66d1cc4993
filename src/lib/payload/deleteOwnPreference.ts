import type { PayloadHandler, Where } from 'payload'

import { NOT_ALLOWED, jsonError } from '@/lib/http/refusals'

const slug = 'payload-preferences'

// `DELETE /api/payload-preferences/:key`: Payload 3.89's own handler deletes through a Postgres
// query missing its `user` join and answers 500; find the caller's row first, then delete by id.
export const deleteOwnPreference: PayloadHandler = async (req) => {
  const user = req.user
  if (!user) return jsonError(403, NOT_ALLOWED)
  const where: Where = {
    and: [
      { key: { equals: String(req.routeParams?.key ?? '') } },
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
  if (!found) return jsonError(404, 'Not Found')
  await req.payload.db.deleteOne({ collection: slug, req, where: { id: { equals: found.id } } })
  return Response.json({ ...found, message: req.t('general:deletedSuccessfully') }, { status: 200 })
}
