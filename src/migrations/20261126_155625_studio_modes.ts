import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 14: studio modes. Existing redesigns were all restyles, which the column default records.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redesigns_mode" AS ENUM('restyle', 'stage', 'declutter', 'surface', 'area');
  CREATE TYPE "public"."enum_redesigns_surface_area" AS ENUM('walls', 'floor', 'cabinets');
  ALTER TYPE "public"."enum_redesign_images_kind" ADD VALUE 'mask';
  ALTER TABLE "redesigns" ALTER COLUMN "style_id" DROP NOT NULL;
  ALTER TABLE "redesigns" ALTER COLUMN "style_title" DROP NOT NULL;
  ALTER TABLE "redesigns" ADD COLUMN "mode" "enum_redesigns_mode" DEFAULT 'restyle' NOT NULL;
  ALTER TABLE "redesigns" ADD COLUMN "surface_area" "enum_redesigns_surface_area";
  ALTER TABLE "redesigns" ADD COLUMN "surface_id" integer;
  ALTER TABLE "redesigns" ADD COLUMN "surface_title" varchar;
  ALTER TABLE "redesigns" ADD COLUMN "mask_id" integer;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_surface_id_glossary_id_fk" FOREIGN KEY ("surface_id") REFERENCES "public"."glossary"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_mask_id_redesign_images_id_fk" FOREIGN KEY ("mask_id") REFERENCES "public"."redesign_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "redesigns_mode_idx" ON "redesigns" USING btree ("mode");
  CREATE INDEX "redesigns_surface_idx" ON "redesigns" USING btree ("surface_id");
  CREATE INDEX "redesigns_mask_idx" ON "redesigns" USING btree ("mask_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" DROP CONSTRAINT "redesigns_surface_id_glossary_id_fk";
  
  ALTER TABLE "redesigns" DROP CONSTRAINT "redesigns_mask_id_redesign_images_id_fk";
  
  -- The old schema has no painted areas (nor redesigns without a style): they cannot be kept.
  DELETE FROM "redesign_images" WHERE "kind" = 'mask';
  DELETE FROM "redesigns" WHERE "style_id" IS NULL OR "style_title" IS NULL;
  ALTER TABLE "redesign_images" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_redesign_images_kind";
  CREATE TYPE "public"."enum_redesign_images_kind" AS ENUM('input', 'output');
  ALTER TABLE "redesign_images" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_redesign_images_kind" USING "kind"::"public"."enum_redesign_images_kind";
  DROP INDEX "redesigns_mode_idx";
  DROP INDEX "redesigns_surface_idx";
  DROP INDEX "redesigns_mask_idx";
  ALTER TABLE "redesigns" ALTER COLUMN "style_id" SET NOT NULL;
  ALTER TABLE "redesigns" ALTER COLUMN "style_title" SET NOT NULL;
  ALTER TABLE "redesigns" DROP COLUMN "mode";
  ALTER TABLE "redesigns" DROP COLUMN "surface_area";
  ALTER TABLE "redesigns" DROP COLUMN "surface_id";
  ALTER TABLE "redesigns" DROP COLUMN "surface_title";
  ALTER TABLE "redesigns" DROP COLUMN "mask_id";
  DROP TYPE "public"."enum_redesigns_mode";
  DROP TYPE "public"."enum_redesigns_surface_area";`)
}
