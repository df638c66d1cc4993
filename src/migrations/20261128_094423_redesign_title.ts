import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Names the redesigns made before `title` existed as src/lib/redesign/redesignSubject.ts names new
 * ones; the labels are those of this release, written out, so the migration never changes later.
 */
export const NAME_EXISTING_REDESIGNS = sql`
  WITH rooms (id, label) AS (VALUES
      ('living-room', 'Living room'), ('bedroom', 'Bedroom'), ('kitchen', 'Kitchen'),
      ('bathroom', 'Bathroom'), ('dining-room', 'Dining room'), ('home-office', 'Home office'),
      ('kids-room', 'Kids'' room'), ('nursery', 'Nursery'), ('hallway', 'Hallway'),
      ('balcony', 'Balcony or patio')),
    areas (id, label) AS (VALUES ('walls', 'Walls'), ('floor', 'Floor'), ('cabinets', 'Cabinets')),
    named AS (
      SELECT r."id",
        coalesce(rooms.label, r."room_type"::text) AS room,
        coalesce(areas.label, r."surface_area"::text, '') AS area,
        coalesce(r."style_title", '') AS style
      FROM "redesigns" AS r
        LEFT JOIN rooms ON rooms.id = r."room_type"::text
        LEFT JOIN areas ON areas.id = r."surface_area"::text
      WHERE r."title" IS NULL)
  UPDATE "redesigns" AS r SET "title" = CASE r."mode"::text
      WHEN 'stage' THEN named.room || ' staged in ' || named.style || ' style'
      WHEN 'declutter' THEN named.room || ', decluttered'
      WHEN 'surface' THEN named.room || ': ' || named.area || ' → ' || coalesce(r."surface_title", '')
      WHEN 'area' THEN named.room || ': an area in ' || named.style || ' style'
      ELSE named.room || ' in ' || named.style || ' style'
    END
  FROM named
  WHERE named."id" = r."id"`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" ADD COLUMN "title" varchar;`)
  await db.execute(NAME_EXISTING_REDESIGNS)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" DROP COLUMN "title";`)
}
