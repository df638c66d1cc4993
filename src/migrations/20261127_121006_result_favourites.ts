import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 15: a result can be marked a favourite (empty: not one).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesign_images" ADD COLUMN "favoured_at" timestamp(3) with time zone;
  CREATE INDEX "redesign_images_favoured_at_idx" ON "redesign_images" USING btree ("favoured_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "redesign_images_favoured_at_idx";
  ALTER TABLE "redesign_images" DROP COLUMN "favoured_at";`)
}
