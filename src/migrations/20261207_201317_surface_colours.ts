import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_redesigns_surface_area" ADD VALUE 'counters';
  ALTER TABLE "redesigns" DROP CONSTRAINT "redesigns_surface_id_glossary_id_fk";
  
  DROP INDEX "redesigns_surface_idx";
  ALTER TABLE "redesigns" ADD COLUMN "surface_finish" varchar;
  ALTER TABLE "redesigns" ADD COLUMN "surface_colour" varchar;
  ALTER TABLE "redesigns" DROP COLUMN "surface_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" ALTER COLUMN "surface_area" SET DATA TYPE text;
  DROP TYPE "public"."enum_redesigns_surface_area";
  CREATE TYPE "public"."enum_redesigns_surface_area" AS ENUM('walls', 'floor', 'cabinets');
  ALTER TABLE "redesigns" ALTER COLUMN "surface_area" SET DATA TYPE "public"."enum_redesigns_surface_area" USING "surface_area"::"public"."enum_redesigns_surface_area";
  ALTER TABLE "redesigns" ADD COLUMN "surface_id" integer;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_surface_id_glossary_id_fk" FOREIGN KEY ("surface_id") REFERENCES "public"."glossary"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "redesigns_surface_idx" ON "redesigns" USING btree ("surface_id");
  ALTER TABLE "redesigns" DROP COLUMN "surface_finish";
  ALTER TABLE "redesigns" DROP COLUMN "surface_colour";`)
}
