import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 35, item 4: "Match a photo's style" and its inspiration photo, kept on the redesign.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_redesigns_mode" ADD VALUE 'match';
  ALTER TYPE "public"."enum_redesign_images_kind" ADD VALUE 'inspiration';
  ALTER TABLE "redesigns" ADD COLUMN "inspiration_id" integer;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_inspiration_id_redesign_images_id_fk" FOREIGN KEY ("inspiration_id") REFERENCES "public"."redesign_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "redesigns_inspiration_idx" ON "redesigns" USING btree ("inspiration_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" DROP CONSTRAINT "redesigns_inspiration_id_redesign_images_id_fk";
  
  -- The old schema has no such mode nor image kind: those redesigns and photos cannot be kept.
  DELETE FROM "redesigns" WHERE "mode" = 'match';
  DELETE FROM "redesign_images" WHERE "kind" = 'inspiration';
  ALTER TABLE "redesigns" ALTER COLUMN "mode" SET DATA TYPE text;
  ALTER TABLE "redesigns" ALTER COLUMN "mode" SET DEFAULT 'restyle'::text;
  DROP TYPE "public"."enum_redesigns_mode";
  CREATE TYPE "public"."enum_redesigns_mode" AS ENUM('restyle', 'stage', 'declutter', 'surface', 'area');
  ALTER TABLE "redesigns" ALTER COLUMN "mode" SET DEFAULT 'restyle'::"public"."enum_redesigns_mode";
  ALTER TABLE "redesigns" ALTER COLUMN "mode" SET DATA TYPE "public"."enum_redesigns_mode" USING "mode"::"public"."enum_redesigns_mode";
  ALTER TABLE "redesign_images" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_redesign_images_kind";
  CREATE TYPE "public"."enum_redesign_images_kind" AS ENUM('input', 'output', 'mask', 'upscale');
  ALTER TABLE "redesign_images" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_redesign_images_kind" USING "kind"::"public"."enum_redesign_images_kind";
  DROP INDEX "redesigns_inspiration_idx";
  ALTER TABLE "redesigns" DROP COLUMN "inspiration_id";`)
}
