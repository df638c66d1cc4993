import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redesigns_keep_structure" AS ENUM('strict', 'balanced', 'creative');
  ALTER TABLE "redesigns" ADD COLUMN "keep_structure" "enum_redesigns_keep_structure" DEFAULT 'balanced';
  ALTER TABLE "redesigns" ADD COLUMN "keep_structure_sent" jsonb;
  ALTER TABLE "redesign_images" ADD COLUMN "structure_score" numeric;
  ALTER TABLE "redesign_images" ADD COLUMN "structure_retried" boolean;
  ALTER TABLE "redesign_images" ADD COLUMN "structure_refunded" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" DROP COLUMN "keep_structure";
  ALTER TABLE "redesigns" DROP COLUMN "keep_structure_sent";
  ALTER TABLE "redesign_images" DROP COLUMN "structure_score";
  ALTER TABLE "redesign_images" DROP COLUMN "structure_retried";
  ALTER TABLE "redesign_images" DROP COLUMN "structure_refunded";
  DROP TYPE "public"."enum_redesigns_keep_structure";`)
}
