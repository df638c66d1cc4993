import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" ADD COLUMN "retry_of_id" integer;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_retry_of_id_redesigns_id_fk" FOREIGN KEY ("retry_of_id") REFERENCES "public"."redesigns"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "redesigns_retry_of_idx" ON "redesigns" USING btree ("retry_of_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" DROP CONSTRAINT "redesigns_retry_of_id_redesigns_id_fk";
  
  DROP INDEX "redesigns_retry_of_idx";
  ALTER TABLE "redesigns" DROP COLUMN "retry_of_id";`)
}
