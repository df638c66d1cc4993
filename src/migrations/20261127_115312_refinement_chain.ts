import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 15: "Refine this" chains. Existing redesigns refine nothing (step 0).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" ADD COLUMN "refined_from_id" integer;
  ALTER TABLE "redesigns" ADD COLUMN "refinement_step" numeric DEFAULT 0;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_refined_from_id_redesigns_id_fk" FOREIGN KEY ("refined_from_id") REFERENCES "public"."redesigns"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "redesigns_refined_from_idx" ON "redesigns" USING btree ("refined_from_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" DROP CONSTRAINT "redesigns_refined_from_id_redesigns_id_fk";
  
  DROP INDEX "redesigns_refined_from_idx";
  ALTER TABLE "redesigns" DROP COLUMN "refined_from_id";
  ALTER TABLE "redesigns" DROP COLUMN "refinement_step";`)
}
