import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 15: redesigns drawn by a self-hosted Cog model server record engine 'cog'.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_redesigns_engine" ADD VALUE 'cog';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" ALTER COLUMN "engine" SET DATA TYPE text;
  -- The old schema has no self-hosted engine; its redesigns keep their model name (which says so)
  -- under the engine label every AI redesign had then.
  UPDATE "redesigns" SET "engine" = 'replicate' WHERE "engine" = 'cog';
  DROP TYPE "public"."enum_redesigns_engine";
  CREATE TYPE "public"."enum_redesigns_engine" AS ENUM('offline', 'replicate');
  ALTER TABLE "redesigns" ALTER COLUMN "engine" SET DATA TYPE "public"."enum_redesigns_engine" USING "engine"::"public"."enum_redesigns_engine";`)
}
