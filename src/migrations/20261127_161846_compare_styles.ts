import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" ADD COLUMN "comparison" varchar;
  CREATE INDEX "redesigns_comparison_idx" ON "redesigns" USING btree ("comparison");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "redesigns_comparison_idx";
  ALTER TABLE "redesigns" DROP COLUMN "comparison";`)
}
